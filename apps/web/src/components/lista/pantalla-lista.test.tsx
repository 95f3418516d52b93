import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { queryOptions } from '@tanstack/react-query';
import ExcelJS from 'exceljs';
import { z } from 'zod';
import { envelopePaginado } from '@eds/contracts/envelope';
import { solicitar } from '../../lib/api-client';
import { ProveedorPermisos } from '../../lib/permisos';
import { renderConProveedores } from '../../testing/render';
import type { ColumnaTabla } from '../tabla/columnas';
import { parametrosConsulta, type ConsultaLista } from './consulta-lista';
import { PantallaLista } from './pantalla-lista';

const ZFila = z.object({ id: z.number(), codigo: z.string(), descripcion: z.string() });
type Fila = z.infer<typeof ZFila>;
const ZRespuesta = envelopePaginado(ZFila);

const columnas: ColumnaTabla<Fila>[] = [
  { clave: 'codigo', etiqueta: 'unidades.campos.codigo', ordenable: true },
  { clave: 'descripcion', etiqueta: 'unidades.campos.descripcion' },
];
const opciones = (q: ConsultaLista) =>
  queryOptions({
    queryKey: ['prueba', q],
    queryFn: ({ signal }) => solicitar(`/api/prueba/empresa/1${parametrosConsulta({ ...q })}`, { esquema: ZRespuesta, signal }),
  });

/** The query of a request (the client calls fetch with the URL as text). */
const query = (entrada: Parameters<typeof fetch>[0]) => new URL(entrada as string, 'http://eds.test').searchParams;

/** A list call answering from `total` rows, as the API does: one page and how many match. */
function servidor(total: number) {
  const filas = Array.from({ length: total }, (_v, i) => ({
    id: i + 1,
    codigo: `U${String(i + 1).padStart(4, '0')}`,
    descripcion: `UNIDAD ${i + 1}`,
  }));
  return vi.fn<typeof fetch>(async (entrada) => {
    const p = query(entrada);
    const desde = Number(p.get('desde'));
    const limite = Number(p.get('limite'));
    const cuerpo = {
      success: true,
      status: 200,
      mensaje: 'OK',
      data: filas.slice(desde, desde + limite),
      paginacion: { total, limite, desde },
    };
    return new Response(JSON.stringify(cuerpo), { status: 200 });
  });
}

/** The query of each request made, in order. */
const consultas = (f: ReturnType<typeof vi.fn<typeof fetch>>) => f.mock.calls.map(([entrada]) => Object.fromEntries(query(entrada)));

function pantalla(letras: string, nivelTitulo?: 'h1' | 'h2') {
  return renderConProveedores(
    <ProveedorPermisos letras={letras}>
      <PantallaLista
        titulo="unidades.titulo"
        nivelTitulo={nivelTitulo}
        entidad="unidades.entidad"
        nombreArchivo="unidades_medida"
        columnas={columnas}
        opciones={opciones}
        onCrear={() => undefined}
        idFila={(f) => String(f.id)}
      />
    </ProveedorPermisos>,
  );
}

describe('list screen', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => undefined));
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    delete (URL as Partial<typeof URL>).createObjectURL;
    delete (URL as Partial<typeof URL>).revokeObjectURL;
  });

  it('asks the server for one page at a time, with the filters, the sort and the page size', async () => {
    const f = servidor(25);
    vi.stubGlobal('fetch', f);
    const u = userEvent.setup();
    await pantalla('RCUDE');
    expect(await screen.findByText('1-10 de 25')).toBeVisible();
    expect(consultas(f).at(-1)).toEqual({ estado: 'T', limite: '10', desde: '0' });
    expect(screen.getByRole('button', { name: 'Crear unidad de medida' })).toBeVisible();

    await u.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    expect(await screen.findByText('11-20 de 25')).toBeVisible();
    expect(consultas(f).at(-1)).toMatchObject({ limite: '10', desde: '10' });

    await u.click(screen.getByRole('combobox', { name: /Filas por página/ }));
    await u.click(screen.getByRole('option', { name: '20' }));
    expect(await screen.findByText('1-20 de 25')).toBeVisible();
    expect(consultas(f).at(-1)).toMatchObject({ limite: '20', desde: '0' });

    // Sorting by a column the call sorts on; the page goes back to the first.
    await u.click(screen.getByRole('button', { name: 'Ir a la página siguiente' }));
    await screen.findByText('21-25 de 25');
    await u.click(within(screen.getByRole('columnheader', { name: /Código/ })).getByText('Código'));
    await vi.waitFor(() => expect(consultas(f).at(-1)).toMatchObject({ orden: 'codigo:asc', desde: '0', limite: '20' }));

    const filtros = screen.getByRole('search', { name: 'Filtros' });
    await u.type(within(filtros).getByRole('searchbox', { name: 'Buscar' }), '  u001 ');
    await u.click(within(filtros).getByRole('combobox', { name: 'Estado' }));
    await u.click(screen.getByRole('option', { name: 'Inactivos' }));
    await u.click(within(filtros).getByRole('button', { name: 'BUSCAR' }));
    await vi.waitFor(() =>
      expect(consultas(f).at(-1)).toEqual({ estado: 'I', buscar: 'u001', orden: 'codigo:asc', limite: '20', desde: '0' }),
    );
  });

  it('titles a screen of its own with its h1, and a list that is a section of a screen with an h2', async () => {
    vi.stubGlobal('fetch', servidor(3));
    const { unmount } = await pantalla('R');
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Unidades de medida');
    unmount();
    await pantalla('R', 'h2');
    expect(await screen.findByRole('heading', { level: 2, name: 'Unidades de medida' })).toBeVisible();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('shows no create button and no exports without the letters C and E', async () => {
    vi.stubGlobal('fetch', servidor(3));
    await pantalla('R');
    expect(await screen.findByText('1-3 de 3')).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Crear unidad de medida' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Exportar Excel' })).toBeNull();
  });

  it('exports every matching row, fetched in pages of 500, not only the page shown', async () => {
    const f = servidor(620);
    vi.stubGlobal('fetch', f);
    // jsdom has no object URLs: the download hands its file to this one.
    let archivo: Blob | undefined;
    URL.createObjectURL = (b: Blob) => ((archivo = b), 'blob:exportacion');
    URL.revokeObjectURL = () => undefined;
    const u = userEvent.setup();
    await pantalla('RE');
    expect(await screen.findByText('1-10 de 620')).toBeVisible();
    await u.click(screen.getByRole('button', { name: 'Exportar Excel' }));
    await vi.waitFor(() => expect(archivo).toBeDefined(), { timeout: 10_000 });
    expect(consultas(f).slice(1)).toEqual([
      { estado: 'T', limite: '500', desde: '0' },
      { estado: 'T', limite: '500', desde: '500' },
    ]);
    const libro = new ExcelJS.Workbook();
    await libro.xlsx.load(await archivo!.arrayBuffer());
    const hoja = libro.worksheets[0];
    expect(hoja.rowCount).toBe(621);
    expect(hoja.getRow(1).values).toEqual([undefined, 'Código', 'Descripción']);
    expect(hoja.getRow(621).values).toEqual([undefined, 'U0620', 'UNIDAD 620']);
  });

  it('says the read failed and asks again on Reintentar', async () => {
    const bien = servidor(2);
    const f = vi
      .fn<typeof fetch>()
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: false, status: 500, mensaje: 'Ha ocurrido un error interno' }), { status: 500 }),
      )
      .mockImplementation(bien);
    vi.stubGlobal('fetch', f);
    await pantalla('R');
    expect(await screen.findByText('Ocurrió un error al obtener los datos, intente más tarde')).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByText('U0002')).toBeVisible();
  });
});
