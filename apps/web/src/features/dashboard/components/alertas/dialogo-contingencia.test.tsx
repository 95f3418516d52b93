import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TLoteContingencia } from '@eds/contracts/dashboard';
import { renderConProveedores } from '../../../../testing/render';
import { DialogoContingencia } from './dialogo-contingencia';

const lote = (n: number): TLoteContingencia => ({
  mensaje: '',
  fechaProceso: null,
  facturas: Array.from({ length: n }, (_v, i) => ({ id: i + 1, prefijo: 'F000', consecutivo: 700 + i })),
  equipos: [{ alias: 'POS ISLA 1', isla: 'ISLA 1' }],
});

const direccion = (u: RequestInfo | URL) => (typeof u === 'string' ? u : u instanceof URL ? u.href : u.url);

/** The send call answers 400 with a reason for the ids given, 200 otherwise. */
function servidor(fallan: number[]) {
  return vi.spyOn(globalThis, 'fetch').mockImplementation(async (url) => {
    const id = Number(direccion(url).split('/').pop());
    if (fallan.includes(id))
      return new Response(JSON.stringify({ success: false, status: 400, mensaje: 'La venta de la factura fue anulada' }), { status: 400 });
    return new Response(JSON.stringify({ success: true, status: 200, mensaje: 'Factura enviada', data: { id } }), { status: 200 });
  });
}

afterEach(() => vi.restoreAllMocks());

describe('DialogoContingencia', () => {
  it('warns, lists the devices, and sends every invoice; two failures give the plural message with their numbers', async () => {
    const fetch = servidor([1, 3]);
    await renderConProveedores(<DialogoContingencia abierto estacion={3} lote={lote(3)} onCerrar={() => undefined} />);
    const dialogo = screen.getByRole('dialog', { name: 'Facturación de contingencia' });
    expect(within(dialogo).getByText(/La estación presenta fallas/)).toBeInTheDocument();
    expect(within(dialogo).getByText('El equipo POS ISLA 1 de la isla ISLA 1 se encuentra en estado de contingencia.')).toBeInTheDocument();
    expect(within(dialogo).getByText('Facturas por enviar: 3')).toBeInTheDocument();

    await userEvent.click(within(dialogo).getByRole('button', { name: 'Enviar facturas' }));
    expect(await screen.findByText('Se ha iniciado el envio de facturación de contingencia de manera exitosa.')).toBeInTheDocument();
    const aviso = await screen.findByTestId('aviso');
    expect(aviso).toHaveTextContent('Hubo 2 facturas que no pudieron ser enviadas.');
    expect(aviso).toHaveTextContent('F000700: La venta de la factura fue anulada');
    expect(aviso).toHaveTextContent('F000702: La venta de la factura fue anulada');
    expect(aviso).not.toHaveTextContent('F000701');
    expect(fetch.mock.calls.map(([u]) => direccion(u)).sort()).toEqual(
      [1, 2, 3].map((id) => `/api/guru.facturacion/enviar-contingencia/${id}`),
    );
  });

  it('shows Enviando... disabled while sending, then the success message', async () => {
    let soltar: () => void = () => undefined;
    vi.spyOn(globalThis, 'fetch').mockImplementation(
      () =>
        new Promise(
          (r) => (soltar = () => r(new Response(JSON.stringify({ success: true, status: 200, mensaje: '', data: {} }), { status: 200 }))),
        ),
    );
    await renderConProveedores(<DialogoContingencia abierto estacion={3} lote={lote(1)} onCerrar={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar facturas' }));
    expect(screen.getByRole('button', { name: 'Enviando...' })).toBeDisabled();
    soltar();
    expect(await screen.findByTestId('aviso')).toHaveTextContent('Facturas de contingencia enviadas exitosamente.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enviar facturas', hidden: true })).toBeEnabled());
  });

  it('keeps the send button disabled for an empty batch', async () => {
    await renderConProveedores(<DialogoContingencia abierto estacion={3} lote={lote(0)} onCerrar={() => undefined} />);
    expect(screen.getByRole('button', { name: 'Enviar facturas' })).toBeDisabled();
  });

  it('says one invoice could not be sent in the singular', async () => {
    servidor([1]);
    await renderConProveedores(<DialogoContingencia abierto estacion={3} lote={lote(2)} onCerrar={() => undefined} />);
    await userEvent.click(screen.getByRole('button', { name: 'Enviar facturas' }));
    expect(await screen.findByTestId('aviso')).toHaveTextContent('Hubo 1 factura que no se pudo enviar.');
  });
});
