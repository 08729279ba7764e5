-- One database per service (ARCHITECTURE §3). Runs once, when the postgres volume is new.
CREATE DATABASE catalog;
CREATE DATABASE bookings;
CREATE DATABASE commerce;
CREATE DATABASE identity;
CREATE DATABASE mailing;
