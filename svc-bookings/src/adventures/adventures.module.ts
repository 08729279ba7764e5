import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AdventureEntity } from './adventure.entity';
import { AdminAdventuresController, AdventuresController } from './adventures.controller';
import { AdventuresService } from './adventures.service';

@Module({
  imports: [TypeOrmModule.forFeature([AdventureEntity])],
  controllers: [AdventuresController, AdminAdventuresController],
  providers: [AdventuresService],
})
export class AdventuresModule {}
