import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { Session } from 'node:inspector/promises';

interface Nodo {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
  children?: number[];
}
interface Perfil {
  nodes: Nodo[];
  samples?: number[];
  timeDeltas?: number[];
}

/** Where a frame's code lives: a package under node_modules, a file of ours, or Node itself. */
function origen(url: string): string {
  if (!url) return '(nativo)';
  const nm = url.lastIndexOf('node_modules/');
  if (nm >= 0) {
    const resto = url.slice(nm + 'node_modules/'.length).split('/');
    return resto[0].startsWith('@') ? `${resto[0]}/${resto[1]}` : resto[0];
  }
  if (url.startsWith('node:')) return url;
  const i = url.indexOf('/apps/');
  if (i >= 0) return url.slice(i + 1).replace(/^file:\/\//, '');
  const j = url.indexOf('/packages/');
  if (j >= 0) return url.slice(j + 1);
  return url.replace(/^file:\/\//, '');
}

/**
 * CPU profiles of this process (the API and the floor run here) through node:inspector, a diagnostic of where a call's
 * time goes: run with `--perfil CARPETA`, not for the figures (the profiler itself costs CPU).
 */
export class Perfilador {
  private readonly sesion = new Session();
  private iniciado = false;

  constructor(private readonly carpeta: string) {
    mkdirSync(carpeta, { recursive: true });
  }

  async empezar(): Promise<void> {
    if (!this.iniciado) {
      this.sesion.connect();
      await this.sesion.post('Profiler.enable');
      await this.sesion.post('Profiler.setSamplingInterval', { interval: 200 });
      this.iniciado = true;
    }
    await this.sesion.post('Profiler.start');
  }

  /** Stops, writes the profile and returns the heaviest functions and origins by self time. */
  async terminar(nombre: string): Promise<string> {
    const { profile } = (await this.sesion.post('Profiler.stop')) as { profile: Perfil };
    const archivo = path.join(this.carpeta, `${nombre.replace(/[^\w.-]+/g, '_').slice(0, 80)}.cpuprofile`);
    writeFileSync(archivo, JSON.stringify(profile));
    const total = profile.nodes.reduce((t, n) => t + (n.hitCount ?? 0), 0) || 1;
    const porFuncion = new Map<string, number>();
    const porOrigen = new Map<string, number>();
    for (const n of profile.nodes) {
      const h = n.hitCount ?? 0;
      if (!h) continue;
      const o = origen(n.callFrame.url);
      const f = `${n.callFrame.functionName || '(anónima)'} ${o}${n.callFrame.url ? `:${n.callFrame.lineNumber + 1}` : ''}`;
      porFuncion.set(f, (porFuncion.get(f) ?? 0) + h);
      porOrigen.set(o, (porOrigen.get(o) ?? 0) + h);
    }
    const top = (m: Map<string, number>, k: number) =>
      [...m]
        .sort((a, b) => b[1] - a[1])
        .slice(0, k)
        .map(([f, h]) => `  ${((100 * h) / total).toFixed(1).padStart(5)} %  ${f}`)
        .join('\n');
    return `Perfil de CPU: ${nombre} (${archivo})\nPor origen:\n${top(porOrigen, 15)}\nPor función:\n${top(porFuncion, 25)}\n`;
  }

  async cerrar(): Promise<void> {
    if (this.iniciado) this.sesion.disconnect();
  }
}
