import { NotFoundException } from '@nestjs/common';
import { IdPipe } from './id.pipe';

describe(IdPipe.name, () => {
  const pipe = new IdPipe('Painting not found');

  it.each(['1', '42', '2147483647'])('takes %s', (value) => {
    expect(pipe.transform(value)).toBe(Number(value));
  });

  it.each(['0', '-1', '1.5', 'abc', '', '1e3', '+7', ' 7', '0x10', '2147483648', '99999999999999999999'])(
    'answers %j with 404 and the resource’s message',
    (value) => {
      expect(() => pipe.transform(value)).toThrow(new NotFoundException('Painting not found'));
    },
  );
});
