import { describe, expect, it } from 'vitest';
import { REPORTES } from '@eds/contracts/reportes/catalogo';
import { MENSAJES_REPORTES } from '@eds/contracts/reportes/mensajes';
import es from '../../../i18n/locales/es.json';
import { claveColumna } from './columnas-reporte';

type Arbol = { [k: string]: string | Arbol };
const leer = (clave: string): string | undefined => {
  let n: string | Arbol | undefined = es;
  for (const p of clave.split('.')) n = typeof n === 'object' ? n[p] : undefined;
  return typeof n === 'string' ? n : undefined;
};

describe('the report texts', () => {
  it('show each column in Spanish with the same title the exports print', () => {
    for (const d of Object.values(REPORTES)) {
      for (const c of d.columnas)
        expect(leer(claveColumna(d.ruta, c.clave, (k) => leer(k) !== undefined)), `${d.ruta}.${c.clave}`).toBe(c.titulo);
      expect(leer(`reportes.titulos.${d.ruta}`)).toBe(d.titulo);
      for (const c of d.campos) {
        expect(leer(`reportes.filtros.${c.clave}`), `${d.ruta} filtro ${c.clave}`).toBe(c.titulo);
        if (c.tipo === 'opciones')
          for (const o of c.opciones) expect(leer(`reportes.opciones.${c.clave}.${o}`), `${c.clave}.${o}`).toBeTruthy();
      }
    }
  });

  it('translate every message of the engine the server may answer', () => {
    for (const [clave, texto] of Object.entries(MENSAJES_REPORTES)) expect(leer(`reportes.mensajes.${clave}`)).toBe(texto);
  });
});
