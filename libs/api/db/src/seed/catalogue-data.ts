export interface SeedGift {
  name: string;
  description: string;
  /** Centavos. */
  price: number;
}

export interface SeedCategory {
  name: string;
  description: string;
  gifts: SeedGift[];
}

export interface SeedEventType {
  name: string;
  description: string;
  categories: SeedCategory[];
}

export const SEED_CATALOGUE: SeedEventType[] = [
  {
    name: 'Casamento',
    description: 'Lista de presentes para o grande dia do casal.',
    categories: [
      {
        name: 'Lua de mel',
        description: 'Momentos inesquecíveis para a viagem dos noivos.',
        gifts: [
          {
            name: 'Passagens aéreas para a lua de mel',
            description: 'Uma ajuda para as passagens do destino dos sonhos.',
            price: 150000,
          },
          {
            name: 'Diária em pousada à beira-mar',
            description:
              'Uma noite com vista para o mar e café da manhã incluído.',
            price: 65000,
          },
          {
            name: 'Jantar romântico à luz de velas',
            description:
              'Menu degustação para os noivos em um restaurante especial.',
            price: 35000,
          },
          {
            name: 'Passeio de barco ao pôr do sol',
            description: 'Um fim de tarde navegando a dois.',
            price: 28000,
          },
          {
            name: 'Mergulho para dois',
            description: 'Batismo de mergulho com instrutor e equipamento.',
            price: 42000,
          },
          {
            name: 'Massagem relaxante para o casal',
            description: 'Uma hora de massagem em um spa do hotel.',
            price: 30000,
          },
          {
            name: 'Aluguel de carro por uma semana',
            description: 'Liberdade para conhecer cada canto do destino.',
            price: 90000,
          },
          {
            name: 'Café da manhã no quarto',
            description: 'Um café da manhã caprichado servido na cama.',
            price: 12000,
          },
        ],
      },
      {
        name: 'Casa nova',
        description: 'Tudo para montar o primeiro lar do casal.',
        gifts: [
          {
            name: 'Jogo de panelas antiaderentes',
            description: 'Cinco peças com tampas de vidro.',
            price: 59990,
          },
          {
            name: 'Jogo de cama queen 400 fios',
            description: 'Lençóis e fronhas de algodão egípcio.',
            price: 42990,
          },
          {
            name: 'Cafeteira expresso',
            description: 'Para o cafezinho de todas as manhãs.',
            price: 79900,
          },
          {
            name: 'Fritadeira sem óleo',
            description: 'Capacidade de 5 litros, prática e saudável.',
            price: 49990,
          },
          {
            name: 'Aparelho de jantar 30 peças',
            description: 'Porcelana branca para receber a família.',
            price: 39990,
          },
          {
            name: 'Liquidificador de alta potência',
            description: 'Sucos, vitaminas e receitas do dia a dia.',
            price: 29990,
          },
          {
            name: 'Jogo de toalhas de banho',
            description: 'Quatro peças macias de algodão.',
            price: 19990,
          },
          {
            name: 'Aspirador de pó robô',
            description: 'A casa limpa enquanto o casal descansa.',
            price: 129900,
          },
        ],
      },
      {
        name: 'Experiências a dois',
        description: 'Programas para o casal curtir junto.',
        gifts: [
          {
            name: 'Aula de culinária italiana para dois',
            description: 'Massas frescas preparadas a quatro mãos.',
            price: 32000,
          },
          {
            name: 'Ingressos para um show',
            description: 'Uma noite de música ao vivo.',
            price: 45000,
          },
          {
            name: 'Degustação de vinhos',
            description: 'Seis rótulos harmonizados com queijos.',
            price: 26000,
          },
          {
            name: 'Dia de spa',
            description: 'Circuito de banhos, massagem e almoço leve.',
            price: 55000,
          },
          {
            name: 'Voo de balão',
            description: 'O nascer do sol visto lá de cima.',
            price: 120000,
          },
          {
            name: 'Curso de dança de salão',
            description: 'Um mês de aulas para dançar juntos.',
            price: 38000,
          },
          {
            name: 'Sessão de cinema privativa',
            description: 'Sala exclusiva com pipoca à vontade.',
            price: 25000,
          },
          {
            name: 'Piquenique no parque',
            description: 'Cesta completa para uma tarde ao ar livre.',
            price: 15000,
          },
        ],
      },
    ],
  },
  {
    name: 'Chá de bebê',
    description: 'Presentes para a chegada do bebê.',
    categories: [
      {
        name: 'Enxoval',
        description: 'Roupinhas e itens do dia a dia.',
        gifts: [
          {
            name: 'Kit de bodies manga longa',
            description: 'Cinco bodies de algodão, tamanhos P e M.',
            price: 8990,
          },
          {
            name: 'Macacões de algodão',
            description: 'Três macacões com pezinho.',
            price: 12990,
          },
          {
            name: 'Cobertor de microfibra',
            description: 'Quentinho e antialérgico.',
            price: 9990,
          },
          {
            name: 'Kit de fraldas de pano',
            description: 'Dez fraldas de pano multiuso.',
            price: 14990,
          },
          {
            name: 'Pacote de fraldas descartáveis',
            description: 'Um estoque para as primeiras semanas.',
            price: 7990,
          },
          {
            name: 'Saída de maternidade',
            description: 'Conjunto especial para o primeiro passeio.',
            price: 15990,
          },
          {
            name: 'Kit de meias e luvinhas',
            description: 'Seis pares para manter o bebê aquecido.',
            price: 4990,
          },
          {
            name: 'Toalha de banho com capuz',
            description: 'Fralda de tecido macio com capuz bordado.',
            price: 6990,
          },
        ],
      },
      {
        name: 'Quarto do bebê',
        description: 'Móveis e acessórios para o quartinho.',
        gifts: [
          {
            name: 'Berço com colchão',
            description: 'Berço de madeira que vira mini cama.',
            price: 129900,
          },
          {
            name: 'Cômoda com trocador',
            description: 'Quatro gavetas e trocador removível.',
            price: 89900,
          },
          {
            name: 'Poltrona de amamentação',
            description: 'Conforto para as madrugadas.',
            price: 99900,
          },
          {
            name: 'Babá eletrônica com câmera',
            description: 'Imagem e som no celular dos pais.',
            price: 49990,
          },
          {
            name: 'Móbile musical',
            description: 'Melodias suaves para a hora de dormir.',
            price: 15990,
          },
          {
            name: 'Luminária de parede',
            description: 'Luz suave para as mamadas noturnas.',
            price: 12990,
          },
          {
            name: 'Kit berço',
            description: 'Protetores, lençol e travesseiro.',
            price: 25990,
          },
          {
            name: 'Tapete de atividades',
            description: 'Estímulos e brincadeiras desde os primeiros meses.',
            price: 19990,
          },
        ],
      },
      {
        name: 'Passeio e higiene',
        description: 'Para sair de casa e cuidar do bebê.',
        gifts: [
          {
            name: 'Carrinho de bebê',
            description: 'Leve, dobrável e com capota.',
            price: 159900,
          },
          {
            name: 'Bebê conforto',
            description: 'Segurança no carro desde o primeiro dia.',
            price: 79900,
          },
          {
            name: 'Bolsa maternidade',
            description: 'Compartimentos térmicos e trocador.',
            price: 24990,
          },
          {
            name: 'Banheira com suporte',
            description: 'Banho seguro e na altura certa.',
            price: 22990,
          },
          {
            name: 'Kit de higiene',
            description: 'Escova, pente, tesourinha e porta-algodão.',
            price: 8990,
          },
          {
            name: 'Sling de algodão',
            description: 'O bebê pertinho e as mãos livres.',
            price: 18990,
          },
          {
            name: 'Termômetro digital',
            description: 'Medição rápida e sem contato.',
            price: 9990,
          },
          {
            name: 'Cadeira de alimentação',
            description: 'Ajustável para acompanhar o crescimento.',
            price: 54990,
          },
        ],
      },
    ],
  },
  {
    name: 'Aniversário',
    description: 'Presentes para comemorar mais um ano.',
    categories: [
      {
        name: 'Experiências',
        description: 'Momentos para guardar na memória.',
        gifts: [
          {
            name: 'Jantar em restaurante especial',
            description: 'Menu completo com sobremesa.',
            price: 30000,
          },
          {
            name: 'Ingressos para o teatro',
            description: 'Dois lugares na plateia.',
            price: 22000,
          },
          {
            name: 'Dia de aventura com rapel',
            description: 'Adrenalina com guia e equipamentos.',
            price: 35000,
          },
          {
            name: 'Aula de surfe',
            description: 'Duas horas com prancha e instrutor.',
            price: 18000,
          },
          {
            name: 'Massagem relaxante',
            description: 'Uma hora de descanso merecido.',
            price: 20000,
          },
          {
            name: 'Passeio de helicóptero',
            description: 'A cidade vista do alto.',
            price: 150000,
          },
          {
            name: 'Escape room com amigos',
            description: 'Uma hora de enigmas para até seis pessoas.',
            price: 16000,
          },
          {
            name: 'Festival gastronômico',
            description: 'Entrada e degustações no festival da cidade.',
            price: 12000,
          },
        ],
      },
      {
        name: 'Tecnologia',
        description: 'Eletrônicos e acessórios.',
        gifts: [
          {
            name: 'Fone de ouvido sem fio',
            description: 'Cancelamento de ruído e bateria de longa duração.',
            price: 39990,
          },
          {
            name: 'Caixa de som portátil',
            description: 'Resistente à água, para levar a qualquer lugar.',
            price: 29990,
          },
          {
            name: 'Relógio inteligente',
            description: 'Notificações, treinos e monitoramento do sono.',
            price: 119900,
          },
          {
            name: 'Leitor de livros digitais',
            description: 'Milhares de livros na palma da mão.',
            price: 69990,
          },
          {
            name: 'Câmera instantânea',
            description: 'Fotos impressas na hora.',
            price: 54990,
          },
          {
            name: 'Carregador portátil',
            description: '20.000 mAh para o dia inteiro.',
            price: 14990,
          },
          {
            name: 'Teclado mecânico',
            description: 'Iluminação e teclas silenciosas.',
            price: 34990,
          },
          {
            name: 'Videogame portátil',
            description: 'Diversão em qualquer lugar.',
            price: 249900,
          },
        ],
      },
      {
        name: 'Festa',
        description: 'Tudo para a comemoração.',
        gifts: [
          {
            name: 'Bolo de aniversário',
            description: 'Bolo decorado para 30 pessoas.',
            price: 18000,
          },
          {
            name: 'Decoração com balões',
            description: 'Arco de balões nas cores da festa.',
            price: 25000,
          },
          {
            name: 'Cento de brigadeiros gourmet',
            description: 'Sabores variados em forminhas.',
            price: 15000,
          },
          {
            name: 'Bar de drinques',
            description: 'Bartender e drinques por quatro horas.',
            price: 60000,
          },
          {
            name: 'DJ para a festa',
            description: 'Quatro horas de música para dançar.',
            price: 80000,
          },
          {
            name: 'Fotógrafo por três horas',
            description: 'Fotos tratadas entregues em até uma semana.',
            price: 70000,
          },
          {
            name: 'Lembrancinhas personalizadas',
            description: 'Mimos para os convidados levarem para casa.',
            price: 20000,
          },
          {
            name: 'Bufê de salgados',
            description: 'Salgados fritos e assados para 50 pessoas.',
            price: 45000,
          },
        ],
      },
    ],
  },
  {
    name: 'Chá de casa nova',
    description: 'Presentes para quem acabou de se mudar.',
    categories: [
      {
        name: 'Cozinha',
        description: 'Utensílios e eletroportáteis.',
        gifts: [
          {
            name: 'Jogo de facas com cepo',
            description: 'Seis facas de aço inox.',
            price: 29990,
          },
          {
            name: 'Batedeira planetária',
            description: 'Massas, bolos e pães com facilidade.',
            price: 69990,
          },
          {
            name: 'Forno de micro-ondas',
            description: '30 litros com função grill.',
            price: 79990,
          },
          {
            name: 'Jogo de potes herméticos',
            description: 'Dez potes de vidro com tampa.',
            price: 14990,
          },
          {
            name: 'Panela de pressão elétrica',
            description: 'Receitas rápidas e seguras.',
            price: 49990,
          },
          {
            name: 'Kit de utensílios de silicone',
            description: 'Espátulas, conchas e pegadores.',
            price: 9990,
          },
          {
            name: 'Tábua de corte de madeira',
            description: 'Madeira maciça, ideal para servir também.',
            price: 7990,
          },
          {
            name: 'Sanduicheira grill',
            description: 'Lanches e grelhados em minutos.',
            price: 18990,
          },
        ],
      },
      {
        name: 'Sala e quarto',
        description: 'Conforto para os ambientes da casa.',
        gifts: [
          {
            name: 'Sofá retrátil',
            description: 'Três lugares, reclinável e retrátil.',
            price: 299900,
          },
          {
            name: 'Jogo de lençóis',
            description: 'Algodão percal para cama de casal.',
            price: 24990,
          },
          {
            name: 'Travesseiros de plumas',
            description: 'Par de travesseiros macios.',
            price: 19990,
          },
          {
            name: 'Manta para sofá',
            description: 'Tricô aconchegante para os dias frios.',
            price: 12990,
          },
          {
            name: 'Televisão de 50 polegadas',
            description: 'Resolução 4K com aplicativos.',
            price: 279900,
          },
          {
            name: 'Ventilador de coluna',
            description: 'Silencioso, com três velocidades.',
            price: 24990,
          },
          {
            name: 'Edredom queen',
            description: 'Dupla face e enchimento de fibra.',
            price: 29990,
          },
          {
            name: 'Cortina blecaute',
            description: 'Quarto escuro para dormir até mais tarde.',
            price: 15990,
          },
        ],
      },
      {
        name: 'Decoração',
        description: 'Detalhes que deixam a casa com a cara dos moradores.',
        gifts: [
          {
            name: 'Vaso de cerâmica com planta',
            description: 'Uma costela-de-adão para alegrar a sala.',
            price: 12990,
          },
          {
            name: 'Quadro decorativo',
            description: 'Moldura de madeira, 60 × 40 cm.',
            price: 18990,
          },
          {
            name: 'Luminária de chão',
            description: 'Luz indireta para a sala de estar.',
            price: 34990,
          },
          {
            name: 'Espelho redondo',
            description: 'Moldura dourada, 70 cm de diâmetro.',
            price: 27990,
          },
          {
            name: 'Tapete para sala',
            description: 'Dois por três metros, fácil de limpar.',
            price: 39990,
          },
          {
            name: 'Conjunto de almofadas',
            description: 'Quatro almofadas com capas removíveis.',
            price: 15990,
          },
          {
            name: 'Difusor de aromas',
            description: 'Ultrassônico, com luz ambiente.',
            price: 8990,
          },
          {
            name: 'Relógio de parede',
            description: 'Design minimalista e silencioso.',
            price: 11990,
          },
        ],
      },
    ],
  },
];
