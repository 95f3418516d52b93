/**
 * Reads by key that concurrent callers share: while one read is in flight, the keys asked for meanwhile wait and go
 * together in the next one (a single statement for all of them). Under load this turns one round trip per request
 * into one per batch; when idle a key is read at once, alone.
 *
 * What a caller gets is never older than its own call: a key joins only a read that has not been sent yet, so the
 * statement that answers it starts after the caller asked, and sees everything committed before that
 * (docs/decisions/034-requests-at-the-speed-of-the-raw-route.md). Two calls for the same key in one batch share one
 * answer, which is just as new for both.
 */
export class LecturasAgrupadas<V> {
  private pendientes = new Map<string, { resolver: (v: V | undefined) => void; rechazar: (e: unknown) => void }[]>();
  private enVuelo = 0;

  /**
   * @param leerLote reads the given keys in one statement and answers what it found by key (a missing key: undefined).
   * @param maximoEnVuelo reads in flight at once; more keys wait for one of them to end.
   */
  constructor(
    private readonly leerLote: (claves: string[]) => Promise<Map<string, V>>,
    private readonly maximoEnVuelo = 1,
  ) {}

  leer(clave: string): Promise<V | undefined> {
    return new Promise<V | undefined>((resolver, rechazar) => {
      const esperando = this.pendientes.get(clave);
      if (esperando) esperando.push({ resolver, rechazar });
      else this.pendientes.set(clave, [{ resolver, rechazar }]);
      this.enviar();
    });
  }

  private enviar(): void {
    if (this.pendientes.size === 0 || this.enVuelo >= this.maximoEnVuelo) return;
    const lote = this.pendientes;
    this.pendientes = new Map();
    this.enVuelo++;
    // A read that throws before returning its promise fails its batch like one that rejects.
    new Promise<Map<string, V>>((resolve) => resolve(this.leerLote([...lote.keys()])))
      .then(
        (encontrados) => {
          for (const [clave, esperando] of lote) {
            const v = encontrados.get(clave);
            for (const e of esperando) e.resolver(v);
          }
        },
        (err: unknown) => {
          for (const esperando of lote.values()) for (const e of esperando) e.rechazar(err);
        },
      )
      .finally(() => {
        this.enVuelo--;
        this.enviar();
      });
  }
}
