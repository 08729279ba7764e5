import { paintingInputSchema, paintingUpdateSchema } from './painting-input';

describe('painting input', () => {
  it('gives a new painting the studio defaults for what the form leaves out', () => {
    expect(paintingInputSchema.parse({ title: 'Lake Hayes', width: 20, height: 16, price: 900 })).toMatchObject({
      medium: 'Oil on Linen',
      description: null,
      currency: 'NZD',
      location: 'Glenorchy, Otago, New Zealand',
      available: true,
      featured: false,
    });
  });

  it('changes in an edit only the fields it names: no defaults fill the rest', () => {
    expect(paintingUpdateSchema.parse({ price: 5000 })).toEqual({ price: 5000 });
    expect(paintingUpdateSchema.parse({})).toEqual({});
  });

  it('clears an optional field an edit sends empty, and still checks what it sends', () => {
    expect(paintingUpdateSchema.parse({ description: '', year: '' })).toEqual({ description: null, year: null });
    expect(paintingUpdateSchema.safeParse({ title: ' ' }).error?.issues[0]?.message).toBe('Title is required');
    expect(paintingUpdateSchema.safeParse({ currency: 'XYZ' }).success).toBe(false);
  });
});
