/** A small seeded random generator (mulberry32), so the demo is the same on every install with the same seed. */
export class Azar {
  private estado: number;

  constructor(semilla: number) {
    this.estado = semilla >>> 0 || 1;
  }

  /** Uniform in [0, 1). */
  siguiente(): number {
    this.estado = (this.estado + 0x6d2b79f5) >>> 0;
    let t = this.estado;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  entre(min: number, max: number): number {
    return min + (max - min) * this.siguiente();
  }

  entero(min: number, max: number): number {
    return Math.floor(this.entre(min, max + 1));
  }

  probabilidad(p: number): boolean {
    return this.siguiente() < p;
  }

  elegir<T>(lista: readonly T[]): T {
    return lista[Math.floor(this.siguiente() * lista.length)];
  }

  /** Picks an index by weight. */
  ponderado(pesos: readonly number[]): number {
    const total = pesos.reduce((s, p) => s + p, 0);
    let r = this.siguiente() * total;
    for (let i = 0; i < pesos.length; i++) {
      r -= pesos[i];
      if (r < 0) return i;
    }
    return pesos.length - 1;
  }

  /** Roughly normal (sum of uniforms), mean 0 and deviation 1. */
  normal(): number {
    let s = 0;
    for (let i = 0; i < 6; i++) s += this.siguiente();
    return (s - 3) * Math.SQRT2;
  }
}

const LETRAS = 'ABCDEFGHIJKLMNOPRSTUVWXYZ';

/** A plausible Colombian plate: cars AAA123, motorcycles AAA12A. */
export function placaAleatoria(azar: Azar, moto = false): string {
  const l = () => LETRAS[azar.entero(0, LETRAS.length - 1)];
  const d = () => String(azar.entero(0, 9));
  return moto ? `${l()}${l()}${l()}${d()}${d()}${l()}` : `${l()}${l()}${l()}${d()}${d()}${d()}`;
}
