import { Module } from '@nestjs/common';
import { ServiceKitModule } from '@atelier/service-kit';
import { migrations } from './migrations';

@Module({
  imports: [ServiceKitModule.forRoot({ name: 'mailing', entities: [], migrations })],
})
export class AppModule {}
