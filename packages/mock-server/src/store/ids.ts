import { randomUUID } from 'node:crypto';

/** A fresh resource id, as the platform issues them (UUID v4). */
export const newId = (): string => randomUUID();

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether a name-or-id selector is an id; the platform's names can never be UUIDs. */
export const isUuid = (value: string): boolean => UUID.test(value);
