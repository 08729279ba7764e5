import { CreateCatalog1763700000000 } from './1763700000000-CreateCatalog';
import { SaleReference1764600000000 } from './1764600000000-SaleReference';
import { SiteSettings1765100000000 } from './1765100000000-SiteSettings';
import { SiteTexts1766000000000 } from './1766000000000-SiteTexts';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [CreateCatalog1763700000000, SaleReference1764600000000, SiteSettings1765100000000, SiteTexts1766000000000];
