import { defineConfig } from 'tsup';
import { cliBuild } from './tsup.config';

/** The black-box tests' build: the shipped bundle of the bin, without type declarations or source maps. */
export default defineConfig({ ...cliBuild, entry: { bin: 'src/bin.ts' }, sourcemap: false, clean: true });
