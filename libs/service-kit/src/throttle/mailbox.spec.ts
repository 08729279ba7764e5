import { mailboxKey } from './mailbox';

describe(mailboxKey.name, () => {
  it('counts an address in any case, with or without spaces around it, as one mailbox', () => {
    expect(mailboxKey(' Aroha.Ngata@Example.NZ ')).toBe('aroha.ngata@example.nz');
  });

  it('drops a +tag, so victim+1@ and victim+2@ are the one inbox they reach', () => {
    expect(mailboxKey('victim+1@example.nz')).toBe('victim@example.nz');
    expect(mailboxKey('Victim+news+2@Example.nz')).toBe('victim@example.nz');
    expect(mailboxKey('+news@example.nz')).toBe('+news@example.nz'); // nothing but a tag: kept
  });

  it("drops Gmail's dots and reads googlemail.com as gmail.com", () => {
    expect(mailboxKey('victim+1@gmail.com')).toBe('victim@gmail.com');
    expect(mailboxKey('v.i.c.t.i.m+2@googlemail.com')).toBe('victim@gmail.com');
    expect(mailboxKey('V.I.C.T.I.M@GMail.com.')).toBe('victim@gmail.com');
  });

  it('keeps the dots of every other provider, where they tell mailboxes apart', () => {
    expect(mailboxKey('v.ictim@example.nz')).not.toBe(mailboxKey('victim@example.nz'));
    expect(mailboxKey('victim@gmail.co.nz')).toBe('victim@gmail.co.nz');
    expect(mailboxKey('vic.tim@mail.gmail.com')).toBe('vic.tim@mail.gmail.com');
  });
});
