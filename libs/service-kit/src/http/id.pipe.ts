import { type PipeTransform } from '@nestjs/common';
import { pathId } from '@atelier/contracts';
import { Refusal } from './refusal';

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
    if (id === undefined) throw new Refusal('NOT_FOUND', this.notFound);
    return id;
  }
}
