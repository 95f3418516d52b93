import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ZUnidadForm, type TUnidadForm, type TUnidadGuardar } from '@eds/contracts/configuracion/unidades';
import { solicitar } from '../../lib/api-client';
import { renderConProveedores } from '../../testing/render';
import { CajonFormulario } from './cajon-formulario';
import { CampoNumero } from './campo-numero';
import { CampoSeleccion } from './campo-seleccion';
import { CampoTexto } from './campo-texto';
import { useFormulario } from './use-formulario';

const VACIO: TUnidadForm = {
  empresa_id: 1,
  codigo: '',
  descripcion: '',
  abreviatura: '',
  codigo_dian: '',
  unidad_base_id: null,
  factor: null,
};

/** A drawer form on a contract schema, saving through the API client as a screen does. */
function FormularioPrueba({ onCerrar = () => undefined }: { onCerrar?: () => void }) {
  const form = useFormulario(ZUnidadForm, { defaultValues: VACIO });
  const guardar = async (datos: TUnidadGuardar) => {
    await solicitar('/api/unidad', { metodo: 'POST', cuerpo: datos });
  };
  return (
    <CajonFormulario abierto titulo="Crear unidad de medida" form={form} onEnviar={guardar} onCerrar={onCerrar}>
      <CampoTexto<TUnidadForm> nombre="codigo" etiqueta="unidades.campos.codigo" requerido mayusculas />
      <CampoTexto<TUnidadForm> nombre="descripcion" etiqueta="unidades.campos.descripcion" requerido />
      <CampoTexto<TUnidadForm> nombre="abreviatura" etiqueta="unidades.campos.abreviatura" requerido />
      <CampoTexto<TUnidadForm> nombre="codigo_dian" etiqueta="unidades.campos.codigoDian" requerido />
      <CampoSeleccion<TUnidadForm>
        nombre="unidad_base_id"
        etiqueta="unidades.campos.unidadBase"
        opciones={[{ valor: 3, texto: 'GALON' }]}
        vacio
      />
      <CampoNumero<TUnidadForm> nombre="factor" etiqueta="unidades.campos.factor" requerido />
    </CajonFormulario>
  );
}

const campo = (nombre: RegExp) => screen.getByRole('textbox', { name: nombre });

async function llenar(u: ReturnType<typeof userEvent.setup>) {
  await u.type(campo(/^Código\W*$/), ' kg ');
  await u.type(campo(/^Descripción/), 'Kilogramo');
  await u.type(campo(/^Abreviatura/), 'kg');
  await u.type(campo(/^Código DIAN/), 'kgm');
  await u.type(campo(/^Factor/), '1000');
}

describe('form kit', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('validates with the contract schema and says REQ on every empty required field, sending nothing', async () => {
    const f = vi.fn<typeof fetch>();
    vi.stubGlobal('fetch', f);
    await renderConProveedores(<FormularioPrueba />);
    await userEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    expect(campo(/^Código\W*$/)).toHaveAccessibleDescription('Este campo es obligatorio');
    // The factor's own rule is '> 0'; empty, it is simply required.
    expect(campo(/^Factor/)).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(f).not.toHaveBeenCalled();
  });

  it('puts the server field errors on their fields and the general message in a toast', async () => {
    const f = vi.fn<typeof fetch>().mockResolvedValue(
      new Response(
        JSON.stringify({
          success: false,
          status: 400,
          mensaje: 'Los datos enviados no son válidos',
          errores: [{ campo: 'codigo', mensaje: 'Ya existe un registro con este código' }],
        }),
        { status: 400 },
      ),
    );
    vi.stubGlobal('fetch', f);
    const u = userEvent.setup();
    await renderConProveedores(<FormularioPrueba />);
    await llenar(u);
    await u.click(screen.getByRole('button', { name: 'Guardar' }));

    await vi.waitFor(() => expect(campo(/^Código\W*$/)).toHaveAccessibleDescription('Ya existe un registro con este código'));
    expect(await screen.findByText('Los datos enviados no son válidos')).toBeVisible();
    // What was sent is the schema's output: trimmed, upper-cased, the factor a number, no base unit.
    expect(JSON.parse(f.mock.calls[0][1]?.body as string)).toEqual({
      empresa_id: 1,
      codigo: 'KG',
      descripcion: 'KILOGRAMO',
      abreviatura: 'KG',
      codigo_dian: 'KGM',
      unidad_base_id: null,
      factor: 1000,
    });
    // The drawer stays open with what was typed.
    expect(campo(/^Código\W*$/)).toHaveValue(' KG ');
  });

  it('asks before closing a form with changes', async () => {
    const onCerrar = vi.fn();
    const u = userEvent.setup();
    await renderConProveedores(<FormularioPrueba onCerrar={onCerrar} />);
    const cajon = screen.getByText('Crear unidad de medida').closest<HTMLElement>('[role="dialog"]')!;
    const pregunta = async () =>
      (await screen.findByText('¿Desea salir sin guardar los cambios?')).closest<HTMLElement>('[role="dialog"]')!;

    await u.type(campo(/^Descripción/), 'Litro');
    await u.click(within(cajon).getByRole('button', { name: 'Cancelar' }));
    await u.click(within(await pregunta()).getByRole('button', { name: 'Cancelar' }));
    expect(onCerrar).not.toHaveBeenCalled();
    // The drawer is usable again once the question has gone.
    await u.click(await within(cajon).findByRole('button', { name: 'Cerrar' }));
    await u.click(within(await pregunta()).getByRole('button', { name: 'Aceptar' }));
    expect(onCerrar).toHaveBeenCalledOnce();
  });
});
