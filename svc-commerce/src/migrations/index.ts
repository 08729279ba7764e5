import { CreateDurableWork1764400000000, DurableWorkFailures1766150000000, CreateRequestCounters1764000000000 } from '@atelier/service-kit';
import { CreateCommerce1763700000000 } from './1763700000000-CreateCommerce';
import { SalesPaymentsAndStripeEvents1763900000000 } from './1763900000000-SalesPaymentsAndStripeEvents';
import { SalesWorkAsDurableWork1764500000000 } from './1764500000000-SalesWorkAsDurableWork';
import { PaintingReservations1764700000000 } from './1764700000000-PaintingReservations';
import { CancelledSales1764800000000 } from './1764800000000-CancelledSales';
import { Certificates1764900000000 } from './1764900000000-Certificates';
import { RefundsAndLedger1765000000000 } from './1765000000000-RefundsAndLedger';
import { CertificateArtist1765100000000 } from './1765100000000-CertificateArtist';
import { CheckoutDeliveryAndFulfilment1765200000000 } from './1765200000000-CheckoutDeliveryAndFulfilment';
import { HoldsCappedPerPayment1765350000000 } from './1765350000000-HoldsCappedPerPayment';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [
  CreateCommerce1763700000000,
  SalesPaymentsAndStripeEvents1763900000000,
  CreateRequestCounters1764000000000,
  CreateDurableWork1764400000000,
  SalesWorkAsDurableWork1764500000000,
  PaintingReservations1764700000000,
  CancelledSales1764800000000,
  Certificates1764900000000,
  RefundsAndLedger1765000000000,
  CertificateArtist1765100000000,
  CheckoutDeliveryAndFulfilment1765200000000,
  HoldsCappedPerPayment1765350000000,
  DurableWorkFailures1766150000000,
];
