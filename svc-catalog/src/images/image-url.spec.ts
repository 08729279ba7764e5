import type { LookupAddress } from 'node:dns';
import { BadRequestException } from '@nestjs/common';
import { checkedLookup, downloadImage, IMAGE_URL_FAILED, isPublicAddress, type ResolveAll } from './image-intake';

const v4 = (address: string): LookupAddress => ({ address, family: 4 });
const v6 = (address: string): LookupAddress => ({ address, family: 6 });

/** A resolver that answers `answers` in turn (the last one again after that), counting its calls. */
function resolver(...answers: LookupAddress[][]): ResolveAll & { calls: number } {
  const resolve = Object.assign(async () => answers[Math.min(resolve.calls++, answers.length - 1)]!, { calls: 0 });
  return resolve;
}

describe('image import by URL', () => {
  it.each([
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '127.0.0.1',
    '0.0.0.0',
    '169.254.169.254',
    '100.64.0.1',
    '100.127.255.254',
    '198.18.0.1',
    '198.19.255.255',
    '192.0.2.1',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fc00::1',
    'fd12:3456::1',
    'fe80::1',
    'febf::1',
    '64:ff9b::a00:1',
    '::ffff:10.0.0.1',
    '::ffff:127.0.0.1',
    'ff02::1',
  ])('refuses %s', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['8.8.8.8', '151.101.1.69', '2606:4700:4700::1111', '::ffff:8.8.8.8'])('allows the public address %s', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });

  it.each([
    ['a private address', [v4('10.0.0.5')]],
    ['one public and one private record', [v4('8.8.8.8'), v4('192.168.0.10')]],
    ['an IPv6 link-local record', [v6('fe80::1')]],
    ['no address at all', []],
  ])('refuses a name that resolves to %s, with the one message', async (_, addresses) => {
    const resolve = resolver(addresses);
    const refused = await downloadImage('http://images.example.test/dawn.jpg', resolve).catch((error: unknown) => error);
    expect(refused).toEqual(new BadRequestException(IMAGE_URL_FAILED));
    expect(resolve.calls).toBe(1);
  });

  it('hands the connection the address it checked, resolving once: a rebinding name cannot switch it afterwards', async () => {
    const rebinding = resolver([v4('8.8.8.8')], [v4('127.0.0.1')]);
    const lookup = checkedLookup(rebinding);
    const one = await new Promise((done) =>
      lookup('rebind.example.test', {}, (error, address, family) => done({ error, address, family })),
    );
    expect(one).toEqual({ error: null, address: '8.8.8.8', family: 4 });
    expect(rebinding.calls).toBe(1);
    // Asked for every address (as Node's connect does with autoSelectFamily), it answers that checked one only.
    const everyAddress = checkedLookup(resolver([v4('8.8.8.8'), v6('2606:4700:4700::1111')]));
    const all = await new Promise((done) =>
      everyAddress('public.example.test', { all: true }, (error, addresses) => done({ error, addresses })),
    );
    expect(all).toEqual({ error: null, addresses: [v4('8.8.8.8')] });
  });

  it.each([
    'http://images.example.test:8080/x.jpg',
    'https://images.example.test:80/x.jpg',
    'ftp://images.example.test/x.jpg',
    'file:///etc/passwd',
  ])('refuses %s before resolving anything: http on 80 and https on 443 only', async (url) => {
    const resolve = resolver([v4('8.8.8.8')]);
    await expect(downloadImage(url, resolve)).rejects.toEqual(new BadRequestException(IMAGE_URL_FAILED));
    expect(resolve.calls).toBe(0);
  });
});
