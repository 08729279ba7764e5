import { readAsDataUrl } from './readAsDataUrl';

describe(readAsDataUrl.name, () => {
  it('reads a file as a base64 data URL', async () => {
    const file = new File([new Uint8Array([0xff, 0xd8, 0xff])], 'tiny.jpg', { type: 'image/jpeg' });
    await expect(readAsDataUrl(file)).resolves.toBe('data:image/jpeg;base64,/9j/');
  });
});
