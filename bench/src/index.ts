/**
 * npm run bench -- ingesta [--db pglite|postgres] [--lotes 20]
 * npm run bench -- totales [--db postgres|pglite] [--estaciones 10] [--dias 365] [--escala 0.02] [--volumenes 1,10,100]
 * npm run bench -- dashboard [--db postgres|pglite] [--estaciones 10] [--dias 365] [--escala 0.02] [--volumenes 1,100]
 * npm run bench -- reportes [--db postgres|pglite] [--estaciones 10] [--dias 365] [--escala 0.02] [--volumenes 1,100]
 *   (summary reports over the business, flat as sales grow; closing detail reports over one station-month)
 * npm run bench -- respuestas [--volumenes 1,50,500]   (the cost of checking answers against their contracts)
 * npm run bench -- inicio [--veces 3] [--web apps/web/dist]
 *   (the sign-in page on a phone: Lighthouse's mobile profile on /app served by the real server; needs both builds)
 * npm run bench -- peticiones [--db pglite|postgres] [--segundos 10] [--conexiones 50] [--ventas 10] [--dias 30] [--equipos 1]
 *   [--solo lecturas|ingesta] [--espera 10] [--llamadas TEXTO] [--perfil CARPETA]
 *   (requests/s of authenticated reads and POS ingestion beside the raw Fastify + driver floor, with the ratios)
 * npm run bench -- particiones [--estaciones 200] [--meses 12] [--volumenes 1000000,10000000,100000000] [--lote 500] [--lotes 20]
 *   (PostgreSQL only: monthly sales partitions grown in the database to each volume; ingestion, exactly-once and
 *   detail reads at each one; refuses a volume the server's disk cannot hold)
 *
 * PostgreSQL runs need BENCH_DATABASE_URL (a server where the user may create and drop databases). Figures go
 * to stdout as markdown; bench/README.md keeps the committed ones with the machine and date.
 */
import { parseArgs } from 'node:util';
import type { Motor } from './base-datos';
import { benchIngesta } from './ingesta';
import { benchTotales } from './totales';
import { benchDashboard } from './dashboard';
import { benchReportes } from './reportes';
import { benchRespuestas } from './respuestas';
import { benchPeticiones } from './peticiones';
import { benchInicio } from './inicio';
import { benchParticiones } from './particiones';
import { maquina } from './medir';

const { positionals, values } = parseArgs({
  allowPositionals: true,
  options: {
    db: { type: 'string' },
    lotes: { type: 'string', default: '20' },
    lote: { type: 'string', default: '500' },
    meses: { type: 'string', default: '12' },
    estaciones: { type: 'string' },
    dias: { type: 'string' },
    escala: { type: 'string', default: '0.02' },
    volumenes: { type: 'string' },
    segundos: { type: 'string', default: '10' },
    conexiones: { type: 'string', default: '50' },
    ventas: { type: 'string', default: '10' },
    equipos: { type: 'string', default: '1' },
    veces: { type: 'string', default: '3' },
    web: { type: 'string' },
    solo: { type: 'string' },
    espera: { type: 'string', default: '10' },
    llamadas: { type: 'string' },
    perfil: { type: 'string' },
  },
});

const caso = positionals[0];
const motores = (values.db ? [values.db] : caso === 'particiones' ? ['postgres'] : ['pglite', 'postgres']).filter(
  (m): m is Motor => m === 'pglite' || m === 'postgres',
);
const disponibles = motores.filter((m) => m === 'pglite' || process.env.BENCH_DATABASE_URL);
if (caso !== 'inicio' && disponibles.length < motores.length) console.log('(PostgreSQL omitido: defina BENCH_DATABASE_URL para medirlo)\n');

console.log(`Máquina: ${maquina()}\n`);
if (caso === 'ingesta') {
  for (const m of disponibles) {
    console.log(await benchIngesta(m, Number(values.lotes)));
    console.log('');
  }
} else if (caso === 'totales') {
  for (const m of disponibles) {
    const volumenes = (values.volumenes ?? (m === 'pglite' ? '1,10' : '1,10,100')).split(',').map(Number);
    console.log(`### ${m}\n`);
    console.log(
      await benchTotales(m, {
        estaciones: Number(values.estaciones ?? 10),
        dias: Number(values.dias ?? 365),
        escalaBase: Number(values.escala),
        volumenes,
      }),
    );
    console.log('');
  }
} else if (caso === 'dashboard') {
  for (const m of disponibles) {
    const volumenes = (values.volumenes ?? '1,100').split(',').map(Number);
    console.log(`### ${m}\n`);
    console.log(
      await benchDashboard(m, {
        estaciones: Number(values.estaciones ?? 10),
        dias: Number(values.dias ?? 365),
        escalaBase: Number(values.escala),
        volumenes,
      }),
    );
    console.log('');
  }
} else if (caso === 'reportes') {
  for (const m of disponibles) {
    const volumenes = (values.volumenes ?? '1,100').split(',').map(Number);
    console.log(`### ${m}\n`);
    console.log(
      await benchReportes(m, {
        estaciones: Number(values.estaciones ?? 10),
        dias: Number(values.dias ?? 365),
        escalaBase: Number(values.escala),
        volumenes,
      }),
    );
    console.log('');
  }
} else if (caso === 'peticiones') {
  for (const m of disponibles) {
    const dias = Number(values.dias ?? 30);
    console.log(
      await benchPeticiones(m, {
        segundos: Number(values.segundos),
        conexiones: Number(values.conexiones),
        ventasPorLote: Number(values.ventas),
        dias,
        equipos: Number(values.equipos),
        solo: values.solo === 'lecturas' || values.solo === 'ingesta' ? values.solo : undefined,
        espera: Number(values.espera),
        llamadas: values.llamadas,
        perfil: values.perfil,
      }),
    );
    console.log('');
  }
} else if (caso === 'particiones') {
  if (disponibles.includes('postgres')) {
    console.log(
      await benchParticiones({
        estaciones: Number(values.estaciones ?? 200),
        meses: Number(values.meses),
        volumenes: (values.volumenes ?? '1000000,10000000,100000000').split(',').map(Number),
        lote: Number(values.lote),
        lotes: Number(values.lotes),
      }),
    );
  }
} else if (caso === 'inicio') {
  console.log(await benchInicio({ veces: Number(values.veces), web: values.web }));
} else if (caso === 'respuestas') {
  console.log(await benchRespuestas((values.volumenes ?? '1,50,500').split(',').map(Number)));
} else {
  console.error(
    'Uso: npm run bench -- ingesta|totales|dashboard|reportes|respuestas|peticiones|inicio|particiones [opciones] (vea bench/src/index.ts)',
  );
  process.exit(2);
}
