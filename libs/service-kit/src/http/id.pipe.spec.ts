import { IdPipe } from './id.pipe';
import { Refusal } from './refusal';

describe(IdPipe.name, () => {
  const pipe = new IdPipe('Painting not found');

  it.each(['1', '42', '2147483647'])('takes %s', (value) => {
    expect(pipe.transform(value)).toBe(Number(value));
  });

  it.each(['0', '-1', '1.5', 'abc', '', '1e3', '+7', ' 7', '0x10', '2147483648', '99999999999999999999'])(
    'answers %j with NOT_FOUND (404) and the resource’s message',
    (value) => {
      const refusal = (() => {
        try {
          return pipe.transform(value);
        } catch (error) {
          return error;
        }
      })() as Refusal;
      expect(refusal).toBeInstanceOf(Refusal);
      expect([refusal.code, refusal.getStatus(), refusal.message]).toEqual(['NOT_FOUND', 404, 'Painting not found']);
    },
  );
});
