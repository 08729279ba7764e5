import { paintingInputSchema, type Painting } from '@atelier/contracts';
import { paintingFormValues } from './paintingForm';

describe(paintingFormValues.name, () => {
  it('starts a new painting with the SPEC defaults', () => {
    expect(paintingFormValues(null, new Date('2026-03-01T00:00:00Z'))).toEqual({
      title: '',
      medium: 'Oil on Linen',
      description: '',
      frameInfo: 'The frame is New Zealand timber hand crafted by the artist.',
      width: '',
      height: '',
      year: '2026',
      price: '',
      currency: 'NZD',
      location: 'Glenorchy, Otago, New Zealand',
      gpsLatitude: '',
      gpsLongitude: '',
      available: true,
      featured: false,
    });
  });

  it('sends empty numbers and GPS fields as null through the shared schema', () => {
    const values = { ...paintingFormValues(null), title: 'Lake Sylvan', width: '16', height: '20', price: '12800', year: '' };
    expect(paintingInputSchema.parse(values)).toMatchObject({
      width: 16,
      height: 20,
      price: 12800,
      year: null,
      gpsLatitude: null,
      gpsLongitude: null,
    });
  });

  it('requires title, width, height and price', () => {
    const result = paintingInputSchema.safeParse(paintingFormValues(null));
    expect(result.success).toBe(false);
    expect(result.error!.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['title', 'Title is required'],
      ['width', 'Width is required'],
      ['height', 'Height is required'],
      ['price', 'Price is required'],
    ]);
  });

  it('fills the form from a painting', () => {
    const painting = {
      title: 'Mount Earnslaw',
      medium: 'Oil on Board',
      description: null,
      frameInfo: null,
      width: '16.50',
      height: '20.00',
      year: null,
      price: '4200.00',
      currency: 'USD',
      location: null,
      gpsLatitude: '-44.85',
      gpsLongitude: '168.39',
      available: false,
      featured: true,
    } as Painting;
    expect(paintingFormValues(painting)).toEqual({
      title: 'Mount Earnslaw',
      medium: 'Oil on Board',
      description: '',
      frameInfo: '',
      width: '16.5',
      height: '20',
      year: '',
      price: '4200',
      currency: 'USD',
      location: '',
      gpsLatitude: '-44.85',
      gpsLongitude: '168.39',
      available: false,
      featured: true,
    });
  });
});
