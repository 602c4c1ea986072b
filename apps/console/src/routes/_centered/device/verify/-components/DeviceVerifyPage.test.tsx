import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '~/api/client';
import { renderWithRouter } from '~/test/render';
import { DeviceVerifyPage } from './DeviceVerifyPage';

const ok = () => ({
  type: 'success' as const,
  data: {},
  statusCode: 204,
  response: new Response(null, { status: 204 }),
});
const refused = () => ({
  type: 'error' as const,
  data: { errorCode: 'InvalidRequest', message: 'invalid or expired user code', requestId: 'r1' },
  statusCode: 400,
  response: new Response(null, { status: 400 }),
});

const submit = () => screen.getByRole('button', { name: 'Log in on device' });
const typeCode = async (text: string) => {
  await userEvent.click(screen.getAllByRole('textbox')[0]!);
  await userEvent.keyboard(text);
};

afterEach(() => vi.restoreAllMocks());

describe('DeviceVerifyPage', () => {
  it('explains itself and keeps the submit button disabled until all 8 letters are in', async () => {
    await renderWithRouter(<DeviceVerifyPage />, { url: '/device/verify' });
    expect(screen.getByRole('heading', { name: 'Device Authentication' })).toBeInTheDocument();
    expect(screen.getByText('Enter the code shown on your device')).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await typeCode('abcdefg');
    expect(submit()).toBeDisabled();
    await typeCode('abcdefgh');
    expect(submit()).toBeEnabled();
  });

  it('sends the code in the platform format and goes to the success screen', async () => {
    const confirm = vi.spyOn(api, 'deviceAuthConfirm').mockResolvedValue(ok());
    const { router } = await renderWithRouter(<DeviceVerifyPage />, { url: '/device/verify' });
    await typeCode('bcdfghjk');
    await userEvent.click(submit());
    expect(confirm).toHaveBeenCalledWith({ body: { userCode: 'BCDF-GHJK' } });
    await waitFor(() => expect(router.state.location.pathname).toBe('/device/success'));
  });

  it('stays disabled while the confirmation is pending', async () => {
    let answer: (value: ReturnType<typeof ok>) => void = () => {};
    vi.spyOn(api, 'deviceAuthConfirm').mockReturnValue(new Promise((resolve) => (answer = resolve)));
    await renderWithRouter(<DeviceVerifyPage />, { url: '/device/verify' });
    await typeCode('bcdfghjk');
    await userEvent.click(submit());
    expect(submit()).toBeDisabled();
    for (const box of screen.getAllByRole('textbox')) expect(box).toBeDisabled();
    answer(ok());
  });

  it("says 'Code is invalid' with an error icon when the platform refuses, and lets the user try again", async () => {
    vi.spyOn(api, 'deviceAuthConfirm').mockResolvedValue(refused());
    const { router } = await renderWithRouter(<DeviceVerifyPage />, { url: '/device/verify' });
    await typeCode('bcdfghjk');
    await userEvent.click(submit());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Code is invalid');
    expect(screen.getByLabelText('Error')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/device/verify');
    expect(submit()).toBeEnabled();
    await userEvent.click(screen.getAllByRole('textbox')[7]!);
    await userEvent.keyboard('m');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
