import { Theme } from '@radix-ui/themes';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import { TextFileField } from './TextFileField';

function Host() {
  const form = useForm<{ cert: string }>({ defaultValues: { cert: '' } });
  return <TextFileField name="cert" control={form.control} label="Certificate" required />;
}

const MIB = 1024 * 1024;

describe('TextFileField', () => {
  it('fills the box from a picked file, and refuses one too large to send without reading it', async () => {
    const user = userEvent.setup();
    render(
      <Theme>
        <Host />
      </Theme>,
    );
    const box = screen.getByRole('textbox', { name: 'Certificate' });
    const picker = screen.getByLabelText('Certificate file');

    await user.upload(picker, new File([new Uint8Array(2 * MIB)], 'disk.img'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The file disk.img is larger than 1 MiB, more than the platform takes',
    );
    expect(box).toHaveValue('');

    const pem = '-----BEGIN CERTIFICATE-----\nMIIB\n-----END CERTIFICATE-----\n';
    await user.upload(picker, new File([pem], 'cert.pem'));
    await expect.poll(() => (box as HTMLTextAreaElement).value).toBe(pem);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
