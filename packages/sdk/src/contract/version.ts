/** The platform API version this contract implements; every request announces it in `api-version`. */
export const API_VERSION = '2026073100.0.0';
