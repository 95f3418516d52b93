// Moves this process's clock: "now" starts at RELOJ_INICIO (an ISO instant) and runs on from there. Preloaded with
// NODE_OPTIONS="--import $PWD/scripts/reloj-desplazado.mjs", it runs a test suite as if it were another hour of the
// day — 06:01 Colombian time, right after the business day turns, or 19:01, when UTC is already tomorrow — so tests
// that quietly depend on the hour fail on demand instead of once in a while in CI. Without RELOJ_INICIO it does nothing.
const inicio = Date.parse(process.env.RELOJ_INICIO ?? '');
if (!Number.isNaN(inicio)) {
  const Real = Date;
  const delta = inicio - Real.now();
  class Desplazada extends Real {
    constructor(...a) {
      if (a.length === 0) super(Real.now() + delta);
      else super(...a);
    }
    static now() {
      return Real.now() + delta;
    }
  }
  globalThis.Date = Desplazada;
}
