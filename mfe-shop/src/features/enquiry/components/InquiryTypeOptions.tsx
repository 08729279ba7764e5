import { INQUIRY_TYPE_OPTIONS } from '../inquiryText';

/** The four inquiry types of requirements §3 as `<option>`s, in the order the forms list them. */
export function InquiryTypeOptions({ placeholder }: { placeholder?: string }) {
  return (
    <>
      {placeholder !== undefined && (
        <option value="" disabled>
          {placeholder}
        </option>
      )}
      {INQUIRY_TYPE_OPTIONS.map(({ value, label }) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
