import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { borrarPlantilla, crearPlantilla } from './plantilla';

declare module 'vitest' {
  export interface ProvidedContext {
    plantillaTipo: 'pglite' | 'postgres';
    plantillaRef: string;
  }
}

export default async function setup(project: TestProject) {
  const dir = await mkdtemp(path.join(tmpdir(), 'eds-test-'));
  const plantilla = await crearPlantilla(path.join(dir, 'plantilla.tar'));
  project.provide('plantillaTipo', plantilla.tipo);
  project.provide('plantillaRef', plantilla.ref);
  return async () => {
    await borrarPlantilla(plantilla);
    await rm(dir, { recursive: true, force: true });
  };
}
