import { useEffect, useRef } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import { useSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { CircularProgress } from '@mui/material';
import { GENEROS, TIPOS_SANGRE } from '@eds/contracts/constantes';
import { ZEmpleadoForm, type TEmpleadoDetalle, type TEmpleadoForm, type TEmpleadoGuardar } from '@eds/contracts/usuarios/empleados';
import { CajonFormulario } from '../../../components/formulario/cajon-formulario';
import { CampoSeleccion, type OpcionSeleccion } from '../../../components/formulario/campo-seleccion';
import { CampoTexto } from '../../../components/formulario/campo-texto';
import { useFormulario } from '../../../components/formulario/use-formulario';
import { traducirMensaje } from '../../../i18n/mensajes';
import { useUsuario } from '../../../lib/sesion';
import {
  useCargos,
  useCiudades,
  useDepartamentos,
  useEmpleado,
  useGuardarEmpleado,
  usePaises,
  useTiposIdentificacion,
} from '../api/empleados';

/** País, Departamento, Ciudad: choosing a country clears department and city; choosing a department clears the city. */
function CamposUbicacion() {
  const { control, setValue } = useFormContext<TEmpleadoForm>();
  const pais = useWatch({ control, name: 'pais' }) as number | null | undefined;
  const provincia = useWatch({ control, name: 'provincia' }) as number | null | undefined;
  const paises = usePaises();
  const departamentos = useDepartamentos(pais);
  const ciudades = useCiudades(provincia);
  const previo = useRef({ pais, provincia });
  useEffect(() => {
    const limpiar = { shouldDirty: true } as const;
    if (previo.current.pais !== pais) {
      setValue('provincia', null, limpiar);
      setValue('ciudad', null, limpiar);
    } else if (previo.current.provincia !== provincia) {
      setValue('ciudad', null, limpiar);
    }
    previo.current = { pais, provincia };
  }, [pais, provincia, setValue]);
  return (
    <>
      <CampoSeleccion<TEmpleadoForm>
        nombre="pais"
        etiqueta="empleados.campos.pais"
        requerido
        opciones={paises.data ?? []}
        cargando={paises.isFetching}
      />
      <CampoSeleccion<TEmpleadoForm>
        nombre="provincia"
        etiqueta="empleados.campos.departamento"
        requerido
        opciones={departamentos.data ?? []}
        cargando={departamentos.isFetching}
        deshabilitado={!pais}
      />
      <CampoSeleccion<TEmpleadoForm>
        nombre="ciudad"
        etiqueta="empleados.campos.ciudad"
        requerido
        opciones={ciudades.data ?? []}
        cargando={ciudades.isFetching}
        deshabilitado={!provincia}
      />
    </>
  );
}

function valoresIniciales(e: TEmpleadoDetalle | undefined, empresaId: number): TEmpleadoForm {
  return {
    tipo_identificacion: e?.tipo_identificacion ?? '',
    identificacion: e?.identificacion ?? '',
    nombres: e?.nombres ?? '',
    apellidos: e?.apellidos ?? '',
    genero: (e?.genero as TEmpleadoForm['genero']) ?? null,
    tipo_sangre: (e?.tipo_sangre as TEmpleadoForm['tipo_sangre']) ?? null,
    direccion: e?.direccion ?? '',
    telefono: e?.telefono ?? '',
    correo: e?.correo ?? '',
    pais: e?.pais ?? '',
    provincia: e?.provincia ?? '',
    ciudad: e?.ciudad ?? '',
    empresas_id: e?.empresas_id ?? empresaId,
    cargo: e?.cargo ?? '',
  };
}

interface Props {
  /** The person edited, or null to create one. */
  personaId: number | null;
  onCerrar: () => void;
}

/** The employee form: loads the person (when editing), then the form. */
export function FormularioEmpleado({ personaId, onCerrar }: Props) {
  const detalle = useEmpleado(personaId);
  if (personaId !== null && !detalle.data)
    return detalle.isError ? null : <CircularProgress aria-hidden sx={{ position: 'fixed', insetInlineEnd: 24, top: 96 }} />;
  return <Formulario personaId={personaId} detalle={detalle.data} onCerrar={onCerrar} />;
}

/**
 * 'Crear empleado' / 'Editar empleado' (SCREENS.md G08): Tipo de identificación*, Identificación* (ZL, LEN 5–20),
 * Nombre(s)* and Apellido(s)* (TXT), Género, Tipo de sangre, Teléfono* (TEL), Correo* (MAIL), Dirección (DIR), the
 * location cascade, Empresa* and Cargo* (the profiles of the types the user may give). Saving sends the spec's
 * payload; the toasts are 'Se ha guardado el empleado' and, on failure, the server's message or 'Error al guardar
 * empleado'.
 */
function Formulario({ personaId, detalle, onCerrar }: { personaId: number | null; detalle?: TEmpleadoDetalle; onCerrar: () => void }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const usuario = useUsuario();
  const guardar = useGuardarEmpleado();
  const tipos = useTiposIdentificacion();
  const cargos = useCargos(usuario.tipo, usuario.empresas_id);
  const form = useFormulario(ZEmpleadoForm, { defaultValues: valoresIniciales(detalle, usuario.empresas_id) });

  const empresas: OpcionSeleccion[] = [usuario.empresa, ...usuario.hijos].map((e) => ({ valor: e.id, texto: e.alias }));
  if (detalle && !empresas.some((e) => e.valor === detalle.empresas_id))
    empresas.push({ valor: detalle.empresas_id, texto: detalle.empresa });
  const cargosOpciones = [...(cargos.data ?? [])];
  if (detalle?.cargo && !cargosOpciones.some((c) => c.valor === detalle.cargo)) {
    cargosOpciones.push({ valor: detalle.cargo, texto: detalle.cargo_descripcion ?? '' });
  }

  const enviar = async (datos: TEmpleadoGuardar) => {
    // The spec's display map of what was saved.
    const texto = (opciones: OpcionSeleccion[] | undefined, valor: unknown) => opciones?.find((o) => o.valor === valor)?.texto ?? '';
    const detalles = {
      nombre: datos.nombres,
      apellido: datos.apellidos,
      tipo_documento: texto(tipos.data, datos.tipo_identificacion),
      identificacion: datos.identificacion,
      telefono: datos.telefono,
      correo: datos.correo,
      direccion: datos.direccion,
      empresa: texto(empresas, datos.empresas_id),
      cargo: texto(cargosOpciones, datos.cargo),
      genero: datos.genero ?? '',
      tipo_sangre: datos.tipo_sangre ?? '',
    };
    try {
      const r = await guardar.mutateAsync({ id: personaId ?? undefined, persona: datos, detalles });
      enqueueSnackbar(traducirMensaje(t, r.mensaje) || t('empleados.servidor.guardado'), { variant: 'success' });
      onCerrar();
    } catch (error) {
      // Without a message of its own, a refusal says 'Error al guardar empleado'.
      if (error instanceof Error && !(error as { mensaje?: string }).mensaje && !(error as { errores?: unknown[] }).errores?.length) {
        enqueueSnackbar(t('empleados.servidor.errorGuardar'), { variant: 'error' });
        return;
      }
      throw error;
    }
  };

  const entidad = t('empleados.entidad');
  return (
    <CajonFormulario
      abierto
      titulo={t(personaId ? 'formulario.editar' : 'formulario.crear', { entidad })}
      form={form}
      onEnviar={enviar}
      onCerrar={onCerrar}
    >
      <CampoSeleccion<TEmpleadoForm>
        nombre="tipo_identificacion"
        etiqueta="empleados.campos.tipoIdentificacion"
        requerido
        opciones={tipos.data ?? []}
        cargando={tipos.isFetching}
      />
      <CampoTexto<TEmpleadoForm>
        nombre="identificacion"
        etiqueta="empleados.campos.identificacion"
        requerido
        mayusculas
        maxLength={20}
        autoFocus
      />
      <CampoTexto<TEmpleadoForm> nombre="nombres" etiqueta="empleados.campos.nombres" requerido mayusculas maxLength={80} />
      <CampoTexto<TEmpleadoForm> nombre="apellidos" etiqueta="empleados.campos.apellidos" requerido mayusculas maxLength={80} />
      <CampoSeleccion<TEmpleadoForm>
        nombre="genero"
        etiqueta="empleados.campos.genero"
        vacio
        opciones={GENEROS.map((g) => ({ valor: g, texto: t(`empleados.generos.${g}`) }))}
      />
      <CampoSeleccion<TEmpleadoForm>
        nombre="tipo_sangre"
        etiqueta="empleados.campos.tipoSangre"
        vacio
        opciones={TIPOS_SANGRE.map((s) => ({ valor: s, texto: s }))}
      />
      <CampoTexto<TEmpleadoForm>
        nombre="telefono"
        etiqueta="empleados.campos.telefono"
        requerido
        tipo="tel"
        inputMode="numeric"
        maxLength={10}
      />
      <CampoTexto<TEmpleadoForm> nombre="correo" etiqueta="empleados.campos.correo" requerido tipo="email" maxLength={150} />
      <CampoTexto<TEmpleadoForm> nombre="direccion" etiqueta="empleados.campos.direccion" mayusculas maxLength={150} />
      <CamposUbicacion />
      <CampoSeleccion<TEmpleadoForm> nombre="empresas_id" etiqueta="empleados.campos.empresa" requerido opciones={empresas} />
      <CampoSeleccion<TEmpleadoForm>
        nombre="cargo"
        etiqueta="empleados.campos.cargo"
        requerido
        opciones={cargosOpciones}
        cargando={cargos.isFetching}
      />
    </CajonFormulario>
  );
}
