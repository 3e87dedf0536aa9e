// The 100,000-event dataset of `npm run bench:scale`, written with generate_series on top of
// the demo seed (migrations, catalogue, the admin, the demo host and event already there).
//
// 100,000 users, each with one event (its details and settings); 2,000,000 guests, 2,000 of
// them on the demo event; 500,000 orders with one item each, 2,000 on the demo event;
// 200,000 messages, 500 on the demo event; 10,000 PENDING payouts. Names come from a small
// pool of Brazilian first and last names, so a name filter finds a realistic share of rows.
//
// Two datasets share that shape. 'synthetic' gives every event the same title pattern and a
// slug 'evento-<id>', dates spread evenly over four years: its search terms are rare.
// 'realistic' repeats names, titles and slugs as real data does: a fifth of the users have
// 'ana' inside their first name (Ana, Mariana, Luana, Juliana, Ananda…), 'maria' and 'jo' hide
// in other names too; a quarter of the events are 'Festa de …', the rest 'Casamento de … e …',
// 'Chá de bebê …', 'Aniversário de …' and a few more; the slug is the title's words and a
// number; most event dates fall on weekends of the next twelve months; 3% of the users and
// 10% of the events are disabled; besides the PENDING payouts there are PAID and FAILED ones.

const FIRST_NAMES = [
  'Ana',
  'Maria',
  'João',
  'José',
  'Pedro',
  'Lucas',
  'Júlia',
  'Mariana',
  'Gabriel',
  'Rafael',
  'Beatriz',
  'Camila',
  'Felipe',
  'Larissa',
  'Bruno',
  'Letícia',
  'Thiago',
  'Fernanda',
  'Gustavo',
  'Amanda',
  'Rodrigo',
  'Patrícia',
  'Diego',
  'Aline',
  'Marcelo',
  'Vanessa',
  'André',
  'Carolina',
  'Eduardo',
  'Natália',
  'Vinícius',
  'Renata',
  'Leonardo',
  'Bianca',
  'Ricardo',
  'Priscila',
  'Daniel',
  'Tatiane',
  'Matheus',
  'Isabela',
];
const LAST_NAMES = [
  'Silva',
  'Santos',
  'Oliveira',
  'Souza',
  'Rodrigues',
  'Ferreira',
  'Alves',
  'Pereira',
  'Lima',
  'Gomes',
  'Costa',
  'Ribeiro',
  'Martins',
  'Carvalho',
  'Almeida',
  'Lopes',
  'Soares',
  'Fernandes',
  'Vieira',
  'Barbosa',
  'Rocha',
  'Dias',
  'Nascimento',
  'Andrade',
  'Moreira',
  'Nunes',
  'Marques',
  'Machado',
  'Mendes',
  'Freitas',
  'Cardoso',
  'Ramos',
  'Gonçalves',
  'Santana',
  'Teixeira',
  'Araújo',
  'Pinto',
  'Correia',
  'Batista',
  'Monteiro',
  'Moura',
  'Cavalcanti',
  'Barros',
  'Campos',
  'Reis',
  'Cunha',
  'Castro',
  'Farias',
  'Brito',
  'Pires',
];

/**
 * The realistic pool: 10 of the 50 first names contain 'ana', so a fifth of the users match
 * 'ana'; 'maria' and 'jo' are also inside several names.
 */
const REALISTIC_FIRST_NAMES = [
  'Ana',
  'Mariana',
  'Luana',
  'Juliana',
  'Ananda',
  'Adriana',
  'Luciana',
  'Tatiana',
  'Ana Clara',
  'Ana Luiza',
  'Maria',
  'Maria Eduarda',
  'Marina',
  'Mariane',
  'João',
  'João Pedro',
  'Joana',
  'José',
  'Josué',
  'Jorge',
  'Joaquim',
  'Jonas',
  'Pedro',
  'Lucas',
  'Júlia',
  'Gabriel',
  'Rafael',
  'Beatriz',
  'Camila',
  'Felipe',
  'Larissa',
  'Bruno',
  'Letícia',
  'Thiago',
  'Fernanda',
  'Gustavo',
  'Amanda',
  'Rodrigo',
  'Patrícia',
  'Diego',
  'Aline',
  'Marcelo',
  'Vanessa',
  'André',
  'Carolina',
  'Eduardo',
  'Natália',
  'Vinícius',
  'Renata',
  'Leonardo',
];

const sqlArray = (values) =>
  `array[${values.map((value) => `'${value}'`).join(',')}]::text[]`;

export const SCALE = {
  users: 100_000,
  guests: 2_000_000,
  demoGuests: 2_000,
  orders: 500_000,
  demoOrders: 2_000,
  messages: 200_000,
  demoMessages: 500,
  pendingPayouts: 10_000,
  /** The realistic dataset only: concluded payouts (9 in 10 PAID, 1 in 10 FAILED). */
  concludedPayouts: 30_000,
};

export const DATASETS = ['synthetic', 'realistic'];

/** `text` lower-cased, without accents, its spaces as hyphens: a slug's words. */
const slugWords = (text) =>
  `replace(translate(lower(${text}), 'áàâãäéèêëíìîïóòôõöúùûüç', 'aaaaaeeeeiiiiooooouuuuc'), ' ', '-')`;

/** The tables the dataset writes to. */
const LOADED_TABLES = [
  'users',
  'events',
  'event_details',
  'event_settings',
  'guests',
  'orders',
  'order_items',
  'guest_messages',
  'payouts',
];

/**
 * The statements, in order; `demoEventId` is the demo event's id, `dataset` one of DATASETS.
 */
export function scaleDatasetStatements(demoEventId, dataset = 'synthetic') {
  if (!DATASETS.includes(dataset))
    throw new Error(`unknown dataset ${dataset} (${DATASETS.join(', ')})`);
  const realistic = dataset === 'realistic';
  const first = sqlArray(FIRST_NAMES);
  const last = sqlArray(LAST_NAMES);
  const pick = (array, size, expression) =>
    `(${array})[(1 + (${expression}) % ${size})::int]`;
  const firstOf = (i) => pick(first, FIRST_NAMES.length, i);
  const hostFirst = sqlArray(REALISTIC_FIRST_NAMES);
  /** A host's first name: the realistic pool, shuffled over time by a multiplier. */
  const hostFirstOf = (i) =>
    realistic
      ? pick(hostFirst, REALISTIC_FIRST_NAMES.length, `(${i})::bigint * 7919`)
      : firstOf(i);
  const lastOf = (i) =>
    pick(last, LAST_NAMES.length, `(${i}) / ${FIRST_NAMES.length}`);
  const otherGuests = SCALE.guests - SCALE.demoGuests;
  const otherOrders = SCALE.orders - SCALE.demoOrders;
  const otherMessages = SCALE.messages - SCALE.demoMessages;
  return [
    // A throw-away database: skip the foreign-key triggers while loading (the rows are consistent).
    `set session_replication_role = replica`,
    `set synchronous_commit = off`,
    // Indexes that back no constraint (the trigram and list indexes) are dropped while loading
    // and built again at the end: one sorted build is far faster than millions of GIN inserts.
    `create temporary table bench_indexes as
       select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
       from pg_index i join pg_class t on t.oid = i.indrelid
       where t.relnamespace = 'public'::regnamespace
         and t.relname in (${LOADED_TABLES.map((table) => `'${table}'`).join(', ')})
         and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    `do $$ declare ix record; begin
       for ix in select name from bench_indexes loop execute 'drop index ' || ix.name; end loop;
     end $$`,
    `create temporary table bench_first_user as select coalesce(max(id), 0) as id from users`,
    `insert into users (first_name, last_name, email, phone_number, password_hash, active, created_at, updated_at)
     select ${hostFirstOf('i')}, ${lastOf('i * 7')}, 'pessoa' || i || '@bench.test',
            '(11) 9' || lpad((i * 7919 % 100000000)::text, 8, '0'),
            (select password_hash from users order by id limit 1),
            i % ${realistic ? 33 : 50} <> 0,
            now() - (i || ' minutes')::interval * 10, now()
     from generate_series(1, ${SCALE.users}) as i`,
    realistic
      ? // A quarter 'Festa de …'; the rest shares a few other patterns. The slug is the title's
        // words and the event's number, as hosts write them.
        `insert into events (user_id, event_category_id, slug, title, subtitle, active, created_at, updated_at)
         select t.user_id, (select min(id) from event_categories), ${slugWords('t.title')} || '-' || t.n,
                t.title, 'Nosso grande dia', t.n % 10 <> 0, t.created_at, t.created_at
         from (
           select u.id as user_id, u.created_at, u.id - (select id from bench_first_user) as n,
                  case u.id % 8
                    when 0 then 'Festa de ' || u.first_name
                    when 4 then 'Festa de ' || u.first_name
                    when 1 then 'Casamento de ' || u.first_name || ' e ' || ${hostFirstOf('u.id * 13')}
                    when 5 then 'Casamento de ' || u.first_name || ' e ' || ${hostFirstOf('u.id * 17')}
                    when 2 then 'Chá de bebê ' || (case when u.id % 16 = 2 then 'do ' else 'da ' end) || ${hostFirstOf('u.id * 19')}
                    when 6 then 'Aniversário de ' || u.first_name
                    when 3 then 'Aniversário de ' || (1 + u.id % 90) || ' anos de ' || u.first_name
                    else (array['Chá de panela de ', 'Formatura de ', 'Bodas de prata de ', 'Batizado de '])[1 + u.id / 8 % 4] || u.first_name
                  end as title
           from users u where u.id > (select id from bench_first_user)
         ) as t`
      : `insert into events (user_id, event_category_id, slug, title, subtitle, active, created_at, updated_at)
     select u.id, (select min(id) from event_categories),
            'evento-' || u.id, 'Casamento de ' || u.first_name || ' e ' || ${firstOf('u.id * 13')},
            'Nosso grande dia', u.id % 40 <> 0, u.created_at, u.created_at
     from users u where u.id > (select id from bench_first_user)`,
    `create temporary table bench_events as
       select id, row_number() over (order by id) as n from events
       where user_id > (select id from bench_first_user)`,
    `insert into event_details (event_id, event_date, event_location, full_address)
     select id, ${
       realistic
         ? // 4 in 5 on a Saturday or Sunday of the next 52 weeks (more of them soon), the rest
           // in the two years before today.
           `case when n % 5 = 0 then current_date - (1 + n * 37 % 730)::int
                 else current_date + ((13 - extract(isodow from current_date)::int) % 7
                      + 7 * ((n * 7919 % 52) * (n * 31 % 52) / 52) + n % 2)::int end`
         : `(current_date + ((n * 37) % 1460 - 730)::int)`
     }, 'Espaço Jardim', 'Rua das Flores, ' || n || ', São Paulo - SP'
     from bench_events`,
    `insert into event_settings (event_id) select id from bench_events`,
    `insert into event_members (event_id, user_id, role, created_at)
     select e.id, e.user_id, 'owner', e.created_at from events e join bench_events b on b.id = e.id`,
    `insert into guests (event_id, first_name, last_name, email, phone_number, companions, attending, source, created_at, updated_at)
     select ${demoEventId}, ${firstOf('i')}, ${lastOf('i * 3')}, 'convidado' || i || '@bench.test',
            '(21) 9' || lpad(i::text, 8, '0'), i % 3, i % 10 <> 0, 'host',
            now() - (i || ' minutes')::interval, now()
     from generate_series(1, ${SCALE.demoGuests}) as i`,
    `insert into guests (event_id, first_name, last_name, email, phone_number, companions, attending, source, created_at, updated_at)
     select e.id, ${firstOf('i')}, ${lastOf('i * 3')}, 'convidado' || i || '@bench.test',
            '(21) 9' || lpad((i % 100000000)::text, 8, '0'), i % 3, i % 10 <> 0, 'host', now(), now()
     from generate_series(1, ${otherGuests}) as i
     join bench_events e on e.n = 1 + (i - 1) % ${SCALE.users}`,
    `insert into orders (event_id, guest_name, guest_contact, status, total, fee, charged_amount, user_amount,
                         guest_pays_fee, provider, provider_reference, approved_at, created_at, updated_at)
     select ${demoEventId}, ${firstOf('i')} || ' ' || ${lastOf('i')}, 'convidado' || i || '@bench.test',
            (case when i % 5 = 0 then 'PENDING' else 'APPROVED' end)::order_status,
            10000 + i % 50 * 100, 0, 10000 + i % 50 * 100, 10000 + i % 50 * 100, false,
            'local', 'bench-demo-' || i, case when i % 5 = 0 then null else now() end,
            now() - (i || ' minutes')::interval, now()
     from generate_series(1, ${SCALE.demoOrders}) as i`,
    `insert into orders (event_id, guest_name, guest_contact, status, total, fee, charged_amount, user_amount,
                         guest_pays_fee, provider, provider_reference, approved_at, created_at, updated_at)
     select e.id, ${firstOf('i')} || ' ' || ${lastOf('i')}, 'convidado' || i || '@bench.test',
            (case when i % 5 = 0 then 'PENDING' else 'APPROVED' end)::order_status,
            10000 + i % 50 * 100, 0, 10000 + i % 50 * 100, 10000 + i % 50 * 100, false,
            'local', 'bench-' || i, case when i % 5 = 0 then null else now() end,
            now() - (i || ' minutes')::interval, now()
     from generate_series(1, ${otherOrders}) as i
     join bench_events e on e.n = 1 + (i - 1) % ${SCALE.users}`,
    `insert into order_items (order_id, gift_id, gift_name, unit_price, quantity)
     select o.id, null, 'Jantar romântico', o.total, 1
     from orders o where o.provider_reference like 'bench-%'`,
    `insert into guest_messages (event_id, first_name, last_name, email, message, created_at)
     select ${demoEventId}, ${firstOf('i')}, ${lastOf('i')}, 'convidado' || i || '@bench.test',
            'Felicidades ao casal! Mensagem ' || i, now() - (i || ' minutes')::interval
     from generate_series(1, ${SCALE.demoMessages}) as i`,
    `insert into guest_messages (event_id, first_name, last_name, email, message, created_at)
     select e.id, ${firstOf('i')}, ${lastOf('i')}, 'convidado' || i || '@bench.test',
            'Felicidades ao casal! Mensagem ' || i, now() - (i || ' minutes')::interval
     from generate_series(1, ${otherMessages}) as i
     join bench_events e on e.n = 1 + (i - 1) % ${SCALE.users}`,
    `insert into payouts (event_id, requested_amount, status, destination_masked, created_at, updated_at)
     select id, 10000 + n % 900 * 100, 'PENDING', 'Pix ***.' || lpad((n % 1000)::text, 3, '0') || '.***-**',
            now() - (n || ' minutes')::interval, now()
     from bench_events where n <= ${SCALE.pendingPayouts}`,
    ...(realistic
      ? [
          `insert into payouts (event_id, requested_amount, paid_amount, status, destination_masked, transfer_id,
                                failure_reason, concluded_at, created_at, updated_at)
           select e.id, 10000 + i % 900 * 100,
                  case when i % 10 = 0 then null else 10000 + i % 900 * 100 end,
                  (case when i % 10 = 0 then 'FAILED' else 'PAID' end)::payout_status,
                  'Pix ***.' || lpad((i % 1000)::text, 3, '0') || '.***-**',
                  case when i % 10 = 0 then null else 'E' || lpad(i::text, 31, '0') end,
                  case when i % 10 = 0 then 'Chave Pix inválida' else null end,
                  now() - (i || ' minutes')::interval * 20 + interval '1 day',
                  now() - (i || ' minutes')::interval * 20, now()
           from generate_series(1, ${SCALE.concludedPayouts}) as i
           join bench_events e on e.n = 1 + (i * 7) % ${SCALE.users}`,
        ]
      : []),
    `set session_replication_role = default`,
    `set maintenance_work_mem = '1GB'`,
    `do $$ declare ix record; begin
       for ix in select definition from bench_indexes loop execute ix.definition; end loop;
     end $$`,
    `vacuum analyze`,
  ];
}
