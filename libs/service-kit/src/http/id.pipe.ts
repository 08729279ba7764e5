import { NotFoundException, type PipeTransform } from '@nestjs/common';
import { idInput } from '@atelier/contracts';

/** Digits only, at most ten of them: '1e3', '+7', ' 7' and '0x7' are not ids. */
const DIGITS = /^\d{1,10}$/;
const ID = idInput();

/** The id a path segment names, or undefined when it cannot name a row. */
export function pathId(value: string): number | undefined {
  const parsed = DIGITS.test(value) ? ID.safeParse(value) : undefined;
  return parsed?.success ? parsed.data : undefined;
}

/**
 * A path id (`@Param('id', new IdPipe('Painting not found'))`): a whole number an `integer`
 * column holds, by the rule body ids follow (idInput). Anything else names nothing, so it answers
 * 404 with the resource's own message and never reaches the database, where
 * 99999999999999999999 once answered 500.
 */
export class IdPipe implements PipeTransform<string, number> {
  constructor(private readonly notFound: string) {}

  transform(value: string): number {
    const id = pathId(value);
    if (id === undefined) throw new NotFoundException(this.notFound);
    return id;
  }
}
