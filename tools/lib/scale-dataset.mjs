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
//
// Every guest is a member of an invitation (a household). The other events' guests are each a
// one-person invitation, as the migration to invitations made them. In both datasets the demo
// event gets 2,000 invitations shaped like a real list: households of 1 to 4 people (5,000 in
// all, some children), named 'Mariana Silva', 'Ana e Pedro Souza' or 'Família Santos'; a few
// surnames (Silva, Santos, Oliveira, Souza) carry 4 households in 10 and 'ana' hides in a fifth
// of the first names (Ana, Mariana, Ana Paula…); five groups ('Família da noiva', 'Padrinhos'…)
// and some without one; 30% not sent, 15% sent, 15% opened, 40% answered (4 in 5 members
// coming), 1% held for review and a few open-form answers waiting; three questions with the
// answered households' answers; 3 in 4 of its gifts tied to an invitation, a third of them thanked.
// Elsewhere, half the gifts are tied to an invitation and 1 in 40 guests has an open-form answer
// waiting, so that a query reading all events' rows shows.

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

/** The surnames that 4 in 10 households of the demo event share. */
const COMMON_LAST_NAMES = ['Silva', 'Santos', 'Oliveira', 'Souza'];

const INVITATION_GROUPS = [
  'Família da noiva',
  'Família do noivo',
  'Amigos do trabalho',
  'Padrinhos',
  'Amigos da faculdade',
];

const sqlArray = (values) =>
  `array[${values.map((value) => `'${value}'`).join(',')}]::text[]`;

export const SCALE = {
  users: 100_000,
  guests: 2_000_000,
  /** The demo event's households; 1 to 4 people each, 2.5 on average. */
  demoInvitations: 2_000,
  demoGuests: 5_000,
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
  'invitations',
  'guests',
  'guest_responses',
  'rsvp_questions',
  'rsvp_answers',
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
  /** A demo event's member's first name ('ana' inside a fifth of them), distinct within its household. */
  const memberFirstOf = (household, position) =>
    pick(
      hostFirst,
      REALISTIC_FIRST_NAMES.length,
      `((${household}) * 4 + ${position})::bigint * 7919`,
    );
  /** The one-person invitation of the other events' guest `i`. */
  const otherInvitationId = (i) =>
    `(select id from bench_first_invitation) + ${SCALE.demoInvitations} + ${i}`;
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
    `create temporary table bench_first_invitation as select coalesce(max(id), 0) as id from invitations`,
    // The demo event's households: invitation ids follow the existing ones, the other events'
    // one-person invitations come after them (ids given here, the sequence moved past them).
    `create temporary table bench_demo_invitations as
       select d.*, case when d.review then 0 when d.i % 8 = 0 then 2 when d.i % 8 = 4 then 1 else 0 end as max_companions,
              d.stage >= 60 or d.review as answered
       from (
         select i, (select id from bench_first_invitation) + i as id,
                (array[1, 1, 2, 2, 2, 3, 3, 3, 4, 4])[1 + i % 10] as size,
                case when (i / 10) % 10 < 4 then ${pick(sqlArray(COMMON_LAST_NAMES), COMMON_LAST_NAMES.length, 'i')}
                     else ${pick(last, LAST_NAMES.length, 'i::bigint * 7919')} end as surname,
                (i * 37) % 100 as stage, i % 100 = 50 as review
         from generate_series(1, ${SCALE.demoInvitations}) as i
       ) as d`,
    `insert into invitations (id, event_id, name, group_name, max_companions, email, phone_number, code, code_hash,
                              source, needs_review, sent_at, first_opened_at, last_opened_at, answered_at,
                              created_at, updated_at)
     overriding system value
     select d.id, ${demoEventId},
            case d.size when 1 then ${memberFirstOf('d.i', 0)} || ' ' || d.surname
                        when 2 then ${memberFirstOf('d.i', 0)} || ' e ' || ${memberFirstOf('d.i', 1)} || ' ' || d.surname
                        else 'Família ' || d.surname end,
            case when d.review then null else (${sqlArray(INVITATION_GROUPS)} || array[null::text])[1 + d.i * 7 % ${INVITATION_GROUPS.length + 1}] end,
            d.max_companions,
            case when d.i % 3 = 0
                 then replace(${slugWords(memberFirstOf('d.i', 0))}, '-', '') || '.' || ${slugWords('d.surname')} || d.i || '@exemplo.com.br'
                 else '' end,
            case when d.i % 5 <> 0
                 then '(21) 9' || lpad((1000 + d.i)::text, 4, '0') || '-' || lpad((d.i * 7919 % 10000)::text, 4, '0')
                 else '' end,
            c.code, encode(sha256(convert_to(c.code, 'UTF8')), 'hex'),
            (case when d.review then 'site' else 'host' end)::invitation_source, d.review,
            case when d.stage >= 30 and not d.review then now() - ((10 + d.i % 30) || ' days')::interval end,
            case when d.stage >= 45 and not d.review then now() - ((9 + d.i % 30) || ' days')::interval end,
            case when d.stage >= 45 and not d.review then now() - ((d.i % 9) || ' days')::interval end,
            case when d.answered then now() - ((8 + d.i % 30) || ' days')::interval end,
            now() - (d.i || ' minutes')::interval * 30, now()
     from bench_demo_invitations d
     cross join lateral (select replace(gen_random_uuid()::text, '-', '') || to_hex(d.id) as code) as c`,
    // Members: children among the third and fourth of bigger households; an answered household's
    // companions and message on its first member.
    `insert into guests (event_id, invitation_id, position, is_child, first_name, last_name, email, phone_number,
                         companions, companion_names, attending, note, source, created_at, updated_at)
     select ${demoEventId}, d.id, p, d.size >= 3 and p >= 2 and (d.i + p) % 3 <> 0,
            ${memberFirstOf('d.i', 'p')}, d.surname, '', '', m.companions,
            (array[${memberFirstOf('d.i + 11', 3)} || ' ' || ${lastOf('d.i * 11')},
                   ${memberFirstOf('d.i + 23', 3)} || ' ' || ${lastOf('d.i * 13')}])[1:m.companions],
            m.attending,
            case when p = 0 and d.answered and d.i % 4 = 0 then 'Mal podemos esperar! Parabéns ao casal.' end,
            (case when d.review then 'guest' else 'host' end)::guest_source,
            now() - (d.i || ' minutes')::interval * 30, now()
     from bench_demo_invitations d
     cross join generate_series(0, d.size - 1) as p
     cross join lateral (
       select case when d.answered then ((d.i + p) * 7) % 5 <> 0 end as attending,
              case when p = 0 and d.answered and ((d.i + p) * 7) % 5 <> 0 then least(d.max_companions, 1 + d.i % 2) else 0 end as companions
     ) as m`,
    // Open-form answers waiting on a few members ('a revisar').
    `insert into guest_responses (event_id, guest_id, first_name, last_name, email, phone_number, attending,
                                  companions, message, created_at)
     select g.event_id, g.id, g.first_name, g.last_name, 'resposta' || d.i || '@exemplo.com.br', '', true, 0,
            'Confirmando pelo site!', now() - (d.i || ' minutes')::interval
     from bench_demo_invitations d join guests g on g.invitation_id = d.id and g.position = 0
     where d.i % 67 = 0`,
    `insert into rsvp_questions (event_id, position, label, kind, options, required) values
       (${demoEventId}, 0, 'Alguma restrição alimentar?', 'text', '{}', false),
       (${demoEventId}, 1, 'Vai precisar de transporte do hotel?', 'single', array['Sim', 'Não'], true),
       (${demoEventId}, 2, 'Quais músicas não podem faltar?', 'multiple',
        array['Sertanejo', 'MPB', 'Pagode', 'Rock', 'Eletrônica'], false)`,
    `insert into rsvp_answers (invitation_id, question_id, values, created_at, updated_at)
     select d.id, q.id,
            case q.kind when 'text' then array[(array['Vegetariano', 'Sem glúten', 'Sem lactose', 'Alergia a camarão'])[1 + d.i % 4]]
                        when 'single' then array[q.options[1 + d.i % 2]]
                        else q.options[1 + d.i % 3 : 2 + d.i % 4] end,
            now(), now()
     from bench_demo_invitations d join rsvp_questions q on q.event_id = ${demoEventId}
     where d.answered and (q.kind <> 'text' or d.i % 5 = 0)`,
    // The other events' guests, each its own one-person invitation with the guest's contacts.
    `insert into invitations (id, event_id, name, max_companions, email, phone_number, code, code_hash, source,
                              created_at, updated_at)
     overriding system value
     select s.id, s.event_id, s.name, s.companions, s.email, s.phone_number, s.code,
            encode(sha256(convert_to(s.code, 'UTF8')), 'hex'), 'host', now(), now()
     from (
       select ${otherInvitationId('i')} as id, e.id as event_id, ${firstOf('i')} || ' ' || ${lastOf('i * 3')} as name,
              i % 3 as companions, 'convidado' || i || '@bench.test' as email,
              '(21) 9' || lpad((i % 100000000)::text, 8, '0') as phone_number,
              replace(gen_random_uuid()::text, '-', '') || to_hex(${otherInvitationId('i')}) as code
       from generate_series(1, ${otherGuests}) as i
       join bench_events e on e.n = 1 + (i - 1) % ${SCALE.users}
     ) as s`,
    `select setval(pg_get_serial_sequence('invitations', 'id'), (select max(id) from invitations))`,
    `insert into guests (event_id, invitation_id, first_name, last_name, email, phone_number, companions, attending, source, created_at, updated_at)
     select e.id, ${otherInvitationId('i')}, ${firstOf('i')}, ${lastOf('i * 3')}, 'convidado' || i || '@bench.test',
            '(21) 9' || lpad((i % 100000000)::text, 8, '0'), i % 3, i % 10 <> 0, 'host', now(), now()
     from generate_series(1, ${otherGuests}) as i
     join bench_events e on e.n = 1 + (i - 1) % ${SCALE.users}`,
    // Open-form answers waiting on 1 in 40 of the other events' guests.
    `insert into guest_responses (event_id, guest_id, first_name, last_name, email, phone_number, attending,
                                  companions, message, created_at)
     select g.event_id, g.id, g.first_name, g.last_name, g.email, g.phone_number, true, 0,
            'Confirmando pelo site!', now()
     from guests g
     where g.invitation_id > (select id from bench_first_invitation) + ${SCALE.demoInvitations} and g.id % 40 = 0`,
    `insert into orders (event_id, guest_name, guest_contact, status, total, fee, charged_amount, user_amount,
                         guest_pays_fee, provider, provider_reference, approved_at, created_at, updated_at,
                         invitation_id, thanked_at)
     select ${demoEventId}, ${firstOf('i')} || ' ' || ${lastOf('i')}, 'convidado' || i || '@bench.test',
            (case when i % 5 = 0 then 'PENDING' else 'APPROVED' end)::order_status,
            10000 + i % 50 * 100, 0, 10000 + i % 50 * 100, 10000 + i % 50 * 100, false,
            'local', 'bench-demo-' || i, case when i % 5 = 0 then null else now() end,
            now() - (i || ' minutes')::interval, now(),
            case when i % 4 <> 0 then (select id from bench_first_invitation) + 1 + i * 7 % ${SCALE.demoInvitations} end,
            case when i % 4 <> 0 and i % 3 = 0 and i % 5 <> 0 then now() end
     from generate_series(1, ${SCALE.demoOrders}) as i`,
    // Half the other events' gifts came through a personal link: tied to the invitation of the
    // guest with the same number (same event), a third of those thanked.
    `insert into orders (event_id, guest_name, guest_contact, status, total, fee, charged_amount, user_amount,
                         guest_pays_fee, provider, provider_reference, approved_at, created_at, updated_at,
                         invitation_id, thanked_at)
     select e.id, ${firstOf('i')} || ' ' || ${lastOf('i')}, 'convidado' || i || '@bench.test',
            (case when i % 5 = 0 then 'PENDING' else 'APPROVED' end)::order_status,
            10000 + i % 50 * 100, 0, 10000 + i % 50 * 100, 10000 + i % 50 * 100, false,
            'local', 'bench-' || i, case when i % 5 = 0 then null else now() end,
            now() - (i || ' minutes')::interval, now(),
            case when i % 2 = 0 then ${otherInvitationId('i')} end,
            case when i % 6 = 0 and i % 5 <> 0 then now() end
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
