#!/bin/sh
# Run once by the postgres image when it creates the primary's data folder: lets the
# replica service connect for streaming replication (pg_basebackup -R, then WAL streaming).
set -e
echo "host replication ${POSTGRES_USER} all scram-sha-256" >> "$PGDATA/pg_hba.conf"
