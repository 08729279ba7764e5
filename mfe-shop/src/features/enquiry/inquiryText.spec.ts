import { INQUIRY_MESSAGES, INQUIRY_TYPE_LABELS, INQUIRY_TYPES } from '@atelier/contracts';
import { ENQUIRY_TEXT, FIELD_REASONS, fieldOfReason, INQUIRY_TYPE_OPTIONS, isInquiryType } from './inquiryText';

describe('inquiryText', () => {
  it('lists the inquiry types and labels of the contracts, in their order', () => {
    expect(INQUIRY_TYPE_OPTIONS.map(({ value }) => value)).toEqual([...INQUIRY_TYPES]);
    for (const { value, label } of INQUIRY_TYPE_OPTIONS) expect(label).toBe(INQUIRY_TYPE_LABELS[value]);
    expect(isInquiryType('commission')).toBe(true);
    expect(isInquiryType('')).toBe(false);
  });

  it('has the messages of the contracts word for word', () => {
    for (const key of Object.keys(ENQUIRY_TEXT) as (keyof typeof ENQUIRY_TEXT)[]) expect(ENQUIRY_TEXT[key]).toBe(INQUIRY_MESSAGES[key]);
    expect(FIELD_REASONS).toEqual({
      firstName: INQUIRY_MESSAGES.firstNameRequired,
      lastName: INQUIRY_MESSAGES.lastNameRequired,
      email: INQUIRY_MESSAGES.invalidEmail,
      inquiryType: INQUIRY_MESSAGES.inquiryTypeRequired,
      message: INQUIRY_MESSAGES.messageTooShort,
    });
    expect(fieldOfReason(INQUIRY_MESSAGES.messageTooShort)).toBe('message');
    expect(fieldOfReason('Too many messages')).toBeUndefined();
  });
});
