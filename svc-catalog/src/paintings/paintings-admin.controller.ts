import { Body, Controller, HttpCode, Param, UseGuards } from '@nestjs/common';
import {
  paintingInputSchema,
  paintingUpdateSchema,
  catalogApi,
  visibilitySchema,
  type Painting,
  type PaintingInput,
  type PaintingUpdate,
} from '@atelier/contracts';
import { AdminGuard, IdPipe, Serves } from '@atelier/service-kit';
import { PaintingsAdminService } from './paintings-admin.service';

@Controller()
@UseGuards(AdminGuard)
export class PaintingsAdminController {
  constructor(private readonly paintings: PaintingsAdminService) {}

  @Serves(catalogApi.paintings.listAll)
  listAll(): Promise<Painting[]> {
    return this.paintings.listAll();
  }

  @Serves(catalogApi.paintings.create)
  create(@Body({ schema: paintingInputSchema }) body: PaintingInput): Promise<Painting> {
    return this.paintings.create(body);
  }

  @Serves(catalogApi.paintings.update)
  update(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Body({ schema: paintingUpdateSchema }) body: PaintingUpdate,
  ): Promise<Painting> {
    return this.paintings.update(id, body);
  }

  @Serves(catalogApi.paintings.setVisibility)
  setVisibility(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Body({ schema: visibilitySchema }) body: { hidden: boolean },
  ): Promise<Painting> {
    return this.paintings.setHidden(id, body.hidden);
  }
}

/** requirements §7 puts painting deletion at `DELETE /api/paintings/{id}`; it is an admin call all the same. */
@Controller()
@UseGuards(AdminGuard)
export class PaintingDeletionController {
  constructor(private readonly paintings: PaintingsAdminService) {}

  @Serves(catalogApi.paintings.remove)
  @HttpCode(204)
  remove(@Param('id', new IdPipe('Painting not found')) id: number): Promise<void> {
    return this.paintings.remove(id);
  }
}
