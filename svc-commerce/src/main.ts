import { bootstrapService } from '@atelier/service-kit';
import { AppModule } from './app.module';

void bootstrapService(AppModule);
