import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import { catalogApi } from '@atelier/contracts';
import { IdPipe, sendPreparedJson } from '@atelier/service-kit';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { PublicCatalog } from './public-catalog';

/**
 * The public catalogue: answered from prepared bytes (PublicCatalog), with ETags and 304s.
 * These handlers send their answer themselves, so they are mapped with the endpoints' paths
 * rather than `@Serves`, which checks a returned answer.
 */
@Controller()
export class PaintingsController {
  constructor(private readonly catalog: PublicCatalog) {}

  @Get(catalogApi.paintings.list.path)
  async list(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendPreparedJson(request, reply, await this.catalog.list());
  }

  @Get(catalogApi.paintings.featured.path)
  async featured(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    sendPreparedJson(request, reply, await this.catalog.featured());
  }

  @Get(catalogApi.paintings.get.path)
  async one(
    @Param('id', new IdPipe('Painting not found')) id: number,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    sendPreparedJson(request, reply, await this.catalog.painting(id));
  }
}
