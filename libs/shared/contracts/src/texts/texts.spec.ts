import { adminTexts } from './admin';
import { apiTexts, waitTime } from './api';
import { guestSiteTexts } from './guest';
import { hostTexts } from './host';
import * as messages from './shared';

type Leaf = string | ((...args: never[]) => string);
interface Tree {
  readonly [key: string]: Leaf | Tree;
}

function leaves(tree: Tree, prefix = ''): Array<[string, string]> {
  return Object.entries(tree).flatMap(
    ([key, value]): Array<[string, string]> => {
      const path = prefix ? `${prefix}.${key}` : key;
      if (typeof value === 'string') return [[path, value]];
      if (typeof value === 'function')
        return [[path, value(...(['X', 'X', 'X'] as never[]))]];
      return leaves(value, path);
    },
  );
}

/** Every module of texts: the shared ones and each app's. */
const modules: Record<string, Tree> = {
  messages: { ...messages },
  hostTexts,
  adminTexts,
  guestSiteTexts,
  apiTexts,
};

/** One group as it was before the split: its texts from every module (`screens.common`, …). */
function group(...path: string[]): Tree {
  const merged: Record<string, Leaf | Tree> = {};
  for (const texts of Object.values(modules)) {
    let part: Leaf | Tree | undefined = texts;
    for (const key of path)
      part = typeof part === 'object' ? part[key] : undefined;
    if (typeof part === 'object') Object.assign(merged, part);
  }
  return merged;
}

function duplicates(group: Tree): string[] {
  const seen = new Map<string, number>();
  for (const [, text] of leaves(group))
    seen.set(text, (seen.get(text) ?? 0) + 1);
  return [...seen].filter(([, count]) => count > 1).map(([text]) => text);
}

describe('texts', () => {
  it('holds the validation texts of the host and guest forms verbatim', () => {
    expect(messages.validation.required).toBe('* Campo obrigatório');
    expect(messages.validation.dateRequired).toBe('* Campo Data é obrigatório');
    expect(messages.validation.postalCodeInvalid).toBe(
      '* Formato de CEP inválido',
    );
    expect(messages.validation.transmissionPasswordRequired).toBe(
      '* Campo Senha da Transmissão é obrigatório',
    );
    expect(messages.validation.slugEmpty).toBe(
      'O link do evento não pode ser vazio.',
    );
    expect(messages.validation.sitePasswordTooShort).toBe(
      'A senha deve ter pelo menos 6 caracteres.',
    );
    expect(messages.validation.suggestionTitleRequired).toBe(
      'Preencha o título!',
    );
    expect(guestSiteTexts.validation.phoneTypingInvalid).toBe(
      '* Número inválido',
    );
    expect(messages.validation.minGifts(4)).toBe(
      'Necessário selecionar mais 4 presentes para continuar.',
    );
    expect(messages.validation.minGifts(1)).toBe(
      'Necessário selecionar mais 1 presente para continuar.',
    );
    expect(messages.validation.registrationPassword).toBe(
      '* A senha precisa ter no mínimo 8 caracteres, pelo menos uma letra e um número.',
    );
    expect(messages.validation.passwordsMismatch).toBe(
      '* As senhas não coincidem',
    );
    expect(hostTexts.validation.slugInUse).toBe(
      'O link está em uso, por favor, crie outro.',
    );
  });

  it('holds the admin validation texts verbatim', () => {
    expect(messages.validation.adminSlugEmpty).toBe(
      'O link está em uso, por favor, crie outro',
    );
    expect(messages.validation.priceAboveZero).toBe(
      '* O preço deve ser maior que zero',
    );
    expect(adminTexts.validation.imageUploadRequired).toBe('* Envie a imagem');
    expect(adminTexts.validation.imageRequired).toBe('* Imagem obrigatória');
    expect(messages.validation.invalidValue).toBe('Valor inválido');
    expect(messages.validation.payoutAmountInvalid).toBe(
      'Por favor, insira um valor válido para o repasse.',
    );
    expect(adminTexts.validation.fillRequiredFields).toBe(
      'Por favor, preencha todos os campos obrigatórios.',
    );
  });

  it('holds the error fallbacks, success texts and titles of both specs', () => {
    expect(hostTexts.hostErrors.imageUpload).toBe(
      'Erro ao realizar o upload da imagem.',
    );
    expect(hostTexts.hostErrors.servicePayment).toBe(
      'Erro ao iniciar o pagamento do serviço.',
    );
    expect(hostTexts.hostErrors.registrationGiftsMissing).toBe(
      'Gift não encontrado',
    );
    expect(adminTexts.adminErrors.defaultServicesLoad).toBe(
      'Erro ao buscar serviços padrão.',
    );
    expect(adminTexts.adminErrors.eventTypeSave).toBe('Erro ao salvar.');
    expect(adminTexts.adminErrors.login).toBe('Erro ao fazer login!');
    expect(adminTexts.success.eventUpdated).toBe(
      'Evento atualizado com sucesso!',
    );
    expect(hostTexts.success.settingsSaved).toBe(
      'Configurações do evento salvas com sucesso.',
    );
    expect(group('titles')).toMatchObject({
      error: 'Erro!',
      oops: 'Ops!',
      success: 'Sucesso!',
      attention: 'Atenção!',
      registrationStep: 'Erro ao prosseguir o cadastro',
    });
  });

  it('spells the empty-messages text right', () => {
    expect(messages.empty.messages).toBe('Nenhuma mensagem para o evento...');
    expect(messages.empty.table).toBe('Nenhum dado disponível na tabela');
  });

  it('fills parameterised screen texts', () => {
    expect(hostTexts.screens.services.dueOn('10/05/2024')).toBe(
      'Vence em: 10/05/2024',
    );
    expect(
      hostTexts.screens.host.whatsappInvite(
        'http://site.localhost:8080/ana-e-joao',
      ),
    ).toContain('http://site.localhost:8080/ana-e-joao');
  });

  it('has no empty or padded text', () => {
    for (const [path, text] of Object.entries(modules).flatMap(
      ([name, texts]) => leaves(texts, name),
    )) {
      expect({ path, text: text.trim() }).toEqual({ path, text });
      expect({ path, empty: text.length === 0 }).toEqual({
        path,
        empty: false,
      });
    }
  });

  it('keeps each text in one module only', () => {
    const paths = Object.values(modules).flatMap((texts) =>
      leaves(texts).map(([path]) => path),
    );
    expect(
      paths.filter((path, index) => paths.indexOf(path) !== index),
    ).toEqual([]);
  });

  it('does not repeat a text inside a group', () => {
    const groups: Tree[] = [
      group('validation'),
      group('success'),
      group('titles'),
      group('empty'),
      group('server'),
      ...['common', 'host', 'services', 'guest', 'admin'].map((screen) =>
        group('screens', screen),
      ),
    ];
    for (const group of groups) expect(duplicates(group)).toEqual([]);
  });

  it('repeats an error fallback only where the spec gives two situations the same text', () => {
    expect(duplicates(group('hostErrors'))).toEqual([
      'Erro ao confirmar presença.',
    ]);
    expect(duplicates(group('adminErrors')).sort()).toEqual([
      'Erro ao buscar tipos de eventos.',
      'Erro ao recuperar lista de transações.',
    ]);
  });
});

describe('waitTime', () => {
  it.each([
    [1, '1 minuto'],
    [60, '1 minuto'],
    [61, '2 minutos'],
    [3599, '1 hora'],
    [3600, '1 hora'],
    [3601, '2 horas'],
    [86_400, '24 horas'],
  ])('says %i s as %j', (seconds, words) => {
    expect(waitTime(seconds)).toBe(words);
  });
});
