import os from 'node:os';

/** Median of several runs of `fn`, in milliseconds, after one warm-up run. */
export async function mediana(fn: () => Promise<unknown>, veces = 7): Promise<number> {
  await fn();
  const tiempos: number[] = [];
  for (let i = 0; i < veces; i++) {
    const t = performance.now();
    await fn();
    tiempos.push(performance.now() - t);
  }
  tiempos.sort((a, b) => a - b);
  return tiempos[Math.floor(tiempos.length / 2)];
}

export const ms = (n: number) => (n < 10 ? n.toFixed(2) : n.toFixed(1));
export const miles = (n: number) => Math.round(n).toLocaleString('en-US');

/** The machine and moment the figures come from. */
export function maquina(): string {
  const cpu = os.cpus();
  const carga = os.loadavg()[0].toFixed(1);
  return `${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC · ${cpu[0]?.model.trim() ?? 'CPU'} × ${cpu.length} · ${Math.round(os.totalmem() / 2 ** 30)} GiB · Node ${process.version} · ${os.platform()} ${os.release()} · carga ${carga}`;
}

/** A markdown table. */
export function tabla(cabecera: string[], filas: (string | number)[][]): string {
  const linea = (c: (string | number)[]) => `| ${c.join(' | ')} |`;
  return [linea(cabecera), linea(cabecera.map(() => '---')), ...filas.map(linea)].join('\n');
}
