const BLOCK = (label: string) => new RegExp(`-----BEGIN ${label}-----[\\s\\S]+?-----END ${label}-----`);

/** Why the text is not a PEM certificate chain, or undefined. The platform checks the certificate itself. */
export function validateCertificatePem(text: string): string | undefined {
  return BLOCK('CERTIFICATE').test(text)
    ? undefined
    : 'Must be a PEM certificate (-----BEGIN CERTIFICATE-----)';
}

/** Why the text is not a PEM private key (PKCS#8, RSA or EC), or undefined. */
export function validatePrivateKeyPem(text: string): string | undefined {
  return BLOCK('(?:RSA |EC |)PRIVATE KEY').test(text)
    ? undefined
    : 'Must be a PEM private key (-----BEGIN PRIVATE KEY-----)';
}
