import { CreateDurableWork1764400000000, DurableWorkFailures1766150000000, CreateRequestCounters1764000000000 } from '@atelier/service-kit';
import { CreateBookings1763700000000 } from './1763700000000-CreateBookings';
import { SeedAdventuresAndBookingEmails1763900000000 } from './1763900000000-SeedAdventuresAndBookingEmails';
import { GuestConfirmsBooking1764300000000 } from './1764300000000-GuestConfirmsBooking';
import { BookingEmailsAsDurableWork1764500000000 } from './1764500000000-BookingEmailsAsDurableWork';
import { BookingPayments1765000000000 } from './1765000000000-BookingPayments';
import { UnconfirmedRequestsPerVisitor1765350000000 } from './1765350000000-UnconfirmedRequestsPerVisitor';
import { UpcomingCountedByMailbox1765400000000 } from './1765400000000-UpcomingCountedByMailbox';

/** Every migration, in order. Listed explicitly so a stray file never runs. */
export const migrations = [
  CreateBookings1763700000000,
  SeedAdventuresAndBookingEmails1763900000000,
  CreateRequestCounters1764000000000,
  GuestConfirmsBooking1764300000000,
  CreateDurableWork1764400000000,
  BookingEmailsAsDurableWork1764500000000,
  BookingPayments1765000000000,
  UnconfirmedRequestsPerVisitor1765350000000,
  UpcomingCountedByMailbox1765400000000,
  DurableWorkFailures1766150000000,
];
