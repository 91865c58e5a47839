/**
 * What a Brazilian supermarket sells, as parts to build product names from: departments (the small store's
 * groups), their categories and product lines (split into the large store's 200 groups), brands, variants
 * and sizes with their cost multipliers. Brands are invented.
 */
export type StockUnit = "UN" | "KG" | "CX" | "PCT" | "L";
export type IcmsRate = 7 | 12 | 17 | 18 | 25;

export interface Category {
  name: string;
  unit: StockUnit;
  /** Product lines: "ARROZ TIPO 1", "ARROZ PARBOILIZADO"... */
  lines: string[];
  variants?: string[];
  /** [label, cost multiplier]; label "" for products sold by weight. */
  sizes: [string, number][];
  /** Unit cost of the smallest size, in BRL. */
  cost: number;
  icms: IcmsRate;
  /** Sold without a brand (fruit, meat by weight). */
  unbranded?: boolean;
}

export interface Department {
  name: string;
  brands: string[];
  categories: Category[];
}

const DRY_BRANDS = ["BOM GRÃO", "SABOR DA TERRA", "DONA NICE", "TIO ZECA", "CAMPO BELO", "VILA RICA", "SÃO BENTO", "PRIMOR DO SUL", "RAINHA", "ESTRELA DO NORTE", "BOA SAFRA", "CELEIRO", "MESA FARTA", "GRÃO NOBRE"];
const DRINK_BRANDS = ["FRESCOR", "TROPICAL", "SERRA AZUL", "PURA FONTE", "ILHA BELA", "CRISTALINA", "VALE VERDE", "SOL NASCENTE", "BRISA", "FONTE NOVA", "POMAR"];
const DAIRY_BRANDS = ["LEITE BOM", "FAZENDA FELIZ", "VACA MIMOSA", "SERRANA", "ALPINO", "CAMPONESA", "MINAS LEITE", "ITAMBÉ DO VALE", "LEITE DA SERRA", "BOM PASTOR", "TRÊS VALES"];
const CLEAN_BRANDS = ["BRILHO", "LIMPA MAIS", "CASA NOVA", "OLÍMPIA", "PERFEITA", "AZULIM", "FLOR DE LIS", "MAXIMUS", "CLARIM", "ALVURA", "LAR LIMPO"];
const CARE_BRANDS = ["BELLA PELE", "NATURAL SKIN", "SUAVITA", "FLOR DO CAMPO", "PURITY", "DERMA VIVA", "ALVORADA", "LUMINA", "ESSENZA", "VIDA LEVE", "AROMA"];

export const DEPARTMENTS: Department[] = [
  {
    name: "MERCEARIA",
    brands: DRY_BRANDS,
    categories: [
      { name: "ARROZ", unit: "UN", lines: ["ARROZ TIPO 1", "ARROZ PARBOILIZADO", "ARROZ INTEGRAL", "ARROZ ARBÓRIO"], sizes: [["1KG", 1], ["2KG", 1.9], ["5KG", 4.5]], cost: 5.2, icms: 7 },
      { name: "FEIJÃO", unit: "UN", lines: ["FEIJÃO CARIOCA", "FEIJÃO PRETO", "FEIJÃO BRANCO", "FEIJÃO FRADINHO", "FEIJÃO RAJADO"], sizes: [["500G", 0.55], ["1KG", 1], ["2KG", 1.95]], cost: 7.1, icms: 7 },
      { name: "AÇÚCAR", unit: "UN", lines: ["AÇÚCAR REFINADO", "AÇÚCAR CRISTAL", "AÇÚCAR MASCAVO", "AÇÚCAR DEMERARA", "AÇÚCAR DE CONFEITEIRO"], sizes: [["1KG", 1], ["2KG", 1.9], ["5KG", 4.6]], cost: 4.3, icms: 7 },
      { name: "ÓLEOS E AZEITES", unit: "UN", lines: ["ÓLEO DE SOJA", "ÓLEO DE GIRASSOL", "ÓLEO DE CANOLA", "ÓLEO DE MILHO", "AZEITE EXTRA VIRGEM"], sizes: [["500ML", 0.6], ["900ML", 1]], cost: 7.4, icms: 12 },
      { name: "CAFÉ", unit: "UN", lines: ["CAFÉ TORRADO E MOÍDO", "CAFÉ EXTRA FORTE", "CAFÉ GOURMET", "CAFÉ SOLÚVEL", "CAFÉ EM CÁPSULAS"], variants: ["", "TRADICIONAL", "DESCAFEINADO", "VÁCUO"], sizes: [["250G", 1], ["500G", 1.9], ["1KG", 3.7]], cost: 11.8, icms: 12 },
      { name: "FARINHAS", unit: "UN", lines: ["FARINHA DE TRIGO", "FARINHA DE MANDIOCA", "FARINHA DE MILHO", "FUBÁ MIMOSO", "POLVILHO DOCE", "POLVILHO AZEDO"], variants: ["", "TIPO 1", "INTEGRAL"], sizes: [["500G", 0.55], ["1KG", 1]], cost: 4.6, icms: 7 },
      { name: "MASSAS", unit: "UN", lines: ["MACARRÃO ESPAGUETE", "MACARRÃO PARAFUSO", "MACARRÃO PENNE", "MACARRÃO INSTANTÂNEO", "LASANHA", "MACARRÃO AVE MARIA"], variants: ["SÊMOLA", "COM OVOS", "INTEGRAL"], sizes: [["200G", 0.45], ["500G", 1], ["1KG", 1.9]], cost: 3.9, icms: 12 },
      { name: "MOLHOS E CONSERVAS", unit: "UN", lines: ["MOLHO DE TOMATE", "EXTRATO DE TOMATE", "MILHO VERDE", "ERVILHA", "SELETA DE LEGUMES", "ATUM SÓLIDO", "SARDINHA", "AZEITONA VERDE", "PALMITO"], variants: ["", "TRADICIONAL", "COM ERVAS"], sizes: [["300G", 1], ["340G", 1.1], ["520G", 1.5]], cost: 3.6, icms: 18 },
      { name: "TEMPEROS", unit: "UN", lines: ["SAL REFINADO", "SAL GROSSO", "CALDO DE GALINHA", "CALDO DE CARNE", "TEMPERO COMPLETO", "ORÉGANO", "COLORAU", "VINAGRE DE ÁLCOOL", "MAIONESE", "KETCHUP", "MOSTARDA"], sizes: [["", 1], ["GRANDE", 1.8]], cost: 2.9, icms: 18 },
    ],
  },
  {
    name: "BEBIDAS",
    brands: DRINK_BRANDS,
    categories: [
      { name: "REFRIGERANTES", unit: "UN", lines: ["REFRIGERANTE COLA", "REFRIGERANTE GUARANÁ", "REFRIGERANTE LARANJA", "REFRIGERANTE LIMÃO", "REFRIGERANTE UVA"], variants: ["", "ZERO AÇÚCAR"], sizes: [["LATA 350ML", 0.45], ["600ML", 0.6], ["2L", 1]], cost: 6.2, icms: 17 },
      { name: "SUCOS", unit: "UN", lines: ["SUCO DE LARANJA", "SUCO DE UVA", "SUCO DE MARACUJÁ", "NÉCTAR DE PÊSSEGO", "NÉCTAR DE MANGA", "SUCO EM PÓ"], variants: ["", "INTEGRAL", "SEM AÇÚCAR"], sizes: [["200ML", 0.3], ["1L", 1], ["1,5L", 1.4]], cost: 6.9, icms: 18 },
      { name: "ÁGUAS", unit: "UN", lines: ["ÁGUA MINERAL", "ÁGUA COM GÁS", "ÁGUA DE COCO", "ÁGUA TÔNICA"], sizes: [["500ML", 0.4], ["1,5L", 1], ["5L", 2.4]], cost: 2.4, icms: 17 },
      { name: "CHÁS E ISOTÔNICOS", unit: "UN", lines: ["CHÁ GELADO LIMÃO", "CHÁ GELADO PÊSSEGO", "ISOTÔNICO", "ENERGÉTICO", "CHÁ MATE"], variants: ["", "ZERO"], sizes: [["473ML", 1], ["1,5L", 2.2]], cost: 4.8, icms: 18 },
      { name: "FARDOS", unit: "CX", lines: ["REFRIGERANTE COLA LATA 350ML", "REFRIGERANTE GUARANÁ LATA 350ML", "ÁGUA MINERAL 500ML", "SUCO DE UVA 200ML"], sizes: [["CX C/6", 1], ["CX C/12", 1.95]], cost: 14.5, icms: 17 },
    ],
  },
  {
    name: "BEBIDAS ALCOÓLICAS",
    brands: ["BAVÁRIA DO SUL", "SERRA GAÚCHA", "VALE DO SÃO FRANCISCO", "PINHEIRAL", "COSTA DOURADA", "VELHO BARREIRO DO VALE", "CAMPOS ALTOS", "ALAMBIQUE REAL"],
    categories: [
      { name: "CERVEJAS", unit: "UN", lines: ["CERVEJA PILSEN", "CERVEJA PURO MALTE", "CERVEJA IPA", "CERVEJA WEISS", "CERVEJA SEM ÁLCOOL"], sizes: [["LATA 350ML", 1], ["LONG NECK 355ML", 1.3], ["GARRAFA 600ML", 1.7]], cost: 3.1, icms: 25 },
      { name: "VINHOS", unit: "UN", lines: ["VINHO TINTO SECO", "VINHO TINTO SUAVE", "VINHO BRANCO SECO", "VINHO ROSÉ", "ESPUMANTE BRUT", "ESPUMANTE MOSCATEL"], variants: ["", "RESERVA", "CABERNET", "MERLOT"], sizes: [["750ML", 1]], cost: 24, icms: 25 },
      { name: "DESTILADOS", unit: "UN", lines: ["CACHAÇA", "VODCA", "WHISKY 8 ANOS", "GIN", "CONHAQUE", "RUM"], variants: ["", "OURO", "PRATA"], sizes: [["600ML", 0.7], ["1L", 1]], cost: 22, icms: 25 },
      { name: "CERVEJAS EM CAIXA", unit: "CX", lines: ["CERVEJA PILSEN LATA 350ML", "CERVEJA PURO MALTE LATA 350ML"], sizes: [["CX C/12", 1], ["CX C/18", 1.45]], cost: 36, icms: 25 },
    ],
  },
  {
    name: "HORTIFRUTI",
    brands: [],
    categories: [
      { name: "FRUTAS", unit: "KG", unbranded: true, lines: ["BANANA PRATA", "BANANA NANICA", "MAÇÃ GALA", "MAÇÃ FUJI", "LARANJA PERA", "MAMÃO FORMOSA", "MAMÃO PAPAYA", "MELANCIA", "MELÃO AMARELO", "UVA ITÁLIA", "UVA NIÁGARA", "MANGA PALMER", "ABACAXI PÉROLA", "PERA WILLIAMS", "LIMÃO TAHITI", "GOIABA VERMELHA", "MORANGO", "KIWI", "TANGERINA PONKAN", "ABACATE"], variants: ["", "SELEC.", "ORG."], sizes: [["", 1]], cost: 4.2, icms: 7 },
      { name: "LEGUMES", unit: "KG", unbranded: true, lines: ["TOMATE ITALIANO", "TOMATE CARMEM", "BATATA INGLESA", "BATATA DOCE", "CEBOLA", "CENOURA", "ABOBRINHA", "BERINJELA", "PIMENTÃO VERDE", "PIMENTÃO VERMELHO", "CHUCHU", "BETERRABA", "MANDIOCA", "ABÓBORA CABOTIÁ", "PEPINO JAPONÊS", "ALHO", "GENGIBRE", "INHAME", "QUIABO", "VAGEM"], variants: ["", "SELEC.", "ORG."], sizes: [["", 1]], cost: 4.6, icms: 7 },
      { name: "VERDURAS", unit: "UN", unbranded: true, lines: ["ALFACE CRESPA", "ALFACE AMERICANA", "RÚCULA", "AGRIÃO", "COUVE MANTEIGA", "CHEIRO VERDE", "ESPINAFRE", "BRÓCOLIS", "COUVE-FLOR", "REPOLHO VERDE", "HORTELÃ", "MANJERICÃO"], variants: ["", "HIDROP.", "ORG."], sizes: [["MAÇO", 1], ["BANDEJA", 1.4]], cost: 2.3, icms: 7 },
      { name: "OVOS", unit: "UN", lines: ["OVOS BRANCOS", "OVOS VERMELHOS", "OVOS CAIPIRAS", "OVOS DE CODORNA"], sizes: [["C/12", 1], ["C/20", 1.6], ["C/30", 2.3]], cost: 8.9, icms: 7, unbranded: true },
    ],
  },
  {
    name: "AÇOUGUE",
    brands: [],
    categories: [
      { name: "CARNE BOVINA", unit: "KG", unbranded: true, lines: ["ALCATRA", "PICANHA", "CONTRAFILÉ", "PATINHO", "COXÃO MOLE", "COXÃO DURO", "ACÉM", "MÚSCULO", "FRALDINHA", "COSTELA BOVINA", "CUPIM", "MAMINHA", "CARNE MOÍDA", "FÍGADO BOVINO", "FILÉ MIGNON"], variants: ["", "EM BIFES", "EM CUBOS", "PEÇA"], sizes: [["", 1]], cost: 34, icms: 7 },
      { name: "AVES", unit: "KG", unbranded: true, lines: ["FRANGO INTEIRO", "PEITO DE FRANGO", "COXA E SOBRECOXA", "FILÉ DE PEITO", "ASA DE FRANGO", "CORAÇÃO DE FRANGO", "MOELA", "COXINHA DA ASA"], variants: ["", "TEMPERADO", "CONGELADO"], sizes: [["", 1]], cost: 13, icms: 7 },
      { name: "CARNE SUÍNA", unit: "KG", unbranded: true, lines: ["LOMBO SUÍNO", "PERNIL SUÍNO", "COSTELINHA SUÍNA", "BISTECA SUÍNA", "PANCETA", "LINGUIÇA TOSCANA", "LINGUIÇA CALABRESA", "PÉ DE PORCO"], variants: ["", "TEMPERADA", "DEFUMADA"], sizes: [["", 1]], cost: 18, icms: 7 },
    ],
  },
  {
    name: "PADARIA",
    brands: ["PADARIA DA CASA", "TRIGO DOURADO", "FORNO DE MINAS", "PÃO NOSSO", "DOCE MANHÃ", "VOVÓ LINA"],
    categories: [
      { name: "PÃES", unit: "KG", unbranded: true, lines: ["PÃO FRANCÊS", "PÃO DE LEITE", "PÃO INTEGRAL", "PÃO ITALIANO", "PÃO DE MILHO", "BAGUETE", "PÃO SOVADO"], variants: ["", "COM GERGELIM"], sizes: [["", 1]], cost: 9.5, icms: 7 },
      { name: "PÃES EMBALADOS", unit: "PCT", lines: ["PÃO DE FORMA", "PÃO DE HAMBÚRGUER", "PÃO DE HOT DOG", "TORRADA", "BISNAGUINHA"], variants: ["TRADICIONAL", "INTEGRAL", "SEM CASCA"], sizes: [["350G", 1], ["500G", 1.35]], cost: 5.4, icms: 12 },
      { name: "BOLOS E SALGADOS", unit: "UN", lines: ["BOLO DE CENOURA", "BOLO DE FUBÁ", "BOLO DE CHOCOLATE", "PÃO DE QUEIJO", "SONHO", "CROISSANT", "COXINHA", "ESFIHA"], sizes: [["UN", 1], ["FATIA", 0.3]], cost: 6.2, icms: 18 },
    ],
  },
  {
    name: "LATICÍNIOS",
    brands: DAIRY_BRANDS,
    categories: [
      { name: "LEITES", unit: "L", lines: ["LEITE UHT INTEGRAL", "LEITE UHT DESNATADO", "LEITE UHT SEMIDESNATADO", "LEITE SEM LACTOSE", "BEBIDA DE SOJA"], sizes: [["1L", 1]], cost: 4.3, icms: 7 },
      { name: "IOGURTES", unit: "UN", lines: ["IOGURTE NATURAL", "IOGURTE GREGO", "BEBIDA LÁCTEA", "LEITE FERMENTADO", "PETIT SUISSE"], variants: ["MORANGO", "COCO", "AMEIXA", "BAUNILHA", "TRADICIONAL"], sizes: [["170G", 1], ["540G", 2.2], ["900G", 3.4]], cost: 2.6, icms: 18 },
      { name: "MANTEIGAS E CREMES", unit: "UN", lines: ["MANTEIGA", "MARGARINA", "CREME DE LEITE", "LEITE CONDENSADO", "REQUEIJÃO CREMOSO", "CREAM CHEESE"], variants: ["", "COM SAL", "SEM SAL", "LIGHT"], sizes: [["200G", 1], ["500G", 2.2]], cost: 5.6, icms: 12 },
      { name: "QUEIJOS EMBALADOS", unit: "UN", lines: ["QUEIJO MUÇARELA FATIADO", "QUEIJO PRATO FATIADO", "QUEIJO PARMESÃO RALADO", "QUEIJO MINAS FRESCAL", "QUEIJO COALHO"], sizes: [["150G", 1], ["500G", 3]], cost: 8.9, icms: 12 },
    ],
  },
  {
    name: "FRIOS",
    brands: ["SADIO", "PERDIGÃO DO VALE", "SEARA NOVA", "AURORA DO SUL", "FRIMESA", "RECEITA DA VÓ"],
    categories: [
      { name: "FRIOS FATIADOS", unit: "KG", lines: ["PRESUNTO COZIDO", "APRESUNTADO", "PEITO DE PERU", "SALAME ITALIANO", "MORTADELA", "LOMBO CANADENSE", "QUEIJO MUÇARELA", "QUEIJO PRATO"], variants: ["", "DEFUMADO", "LIGHT"], sizes: [["", 1]], cost: 29, icms: 12 },
      { name: "EMBUTIDOS", unit: "UN", lines: ["SALSICHA HOT DOG", "LINGUIÇA CALABRESA DEFUMADA", "BACON EM CUBOS", "PAIO", "SALAMINHO"], sizes: [["500G", 1], ["1KG", 1.9]], cost: 10.5, icms: 12 },
    ],
  },
  {
    name: "CONGELADOS",
    brands: ["FRIO BOM", "POLAR", "GELATO", "NEVE ALTA", "SABOR GELADO", "PINGUIM"],
    categories: [
      { name: "PRATOS PRONTOS", unit: "UN", lines: ["LASANHA BOLONHESA", "LASANHA QUATRO QUEIJOS", "PIZZA MUÇARELA", "PIZZA CALABRESA", "ESCONDIDINHO DE CARNE", "STROGONOFF DE FRANGO"], sizes: [["600G", 1], ["1KG", 1.6]], cost: 12.5, icms: 18 },
      { name: "EMPANADOS", unit: "UN", lines: ["NUGGETS DE FRANGO", "EMPANADO DE FRANGO", "HAMBÚRGUER BOVINO", "HAMBÚRGUER DE FRANGO", "STEAK DE FRANGO"], variants: ["", "TRADICIONAL", "CROCANTE"], sizes: [["300G", 1], ["1KG", 2.8]], cost: 9.8, icms: 18 },
      { name: "SORVETES", unit: "UN", lines: ["SORVETE", "PICOLÉ", "AÇAÍ"], variants: ["CHOCOLATE", "CREME", "NAPOLITANO", "MORANGO", "FLOCOS", "LIMÃO"], sizes: [["1,5L", 1], ["2L", 1.25]], cost: 13.9, icms: 18 },
      { name: "VEGETAIS CONGELADOS", unit: "UN", lines: ["BATATA PALITO", "BRÓCOLIS CONGELADO", "ERVILHA CONGELADA", "POLPA DE FRUTA", "MIX DE LEGUMES"], sizes: [["400G", 1], ["1KG", 2.2]], cost: 7.2, icms: 18 },
    ],
  },
  {
    name: "PEIXARIA",
    brands: [],
    categories: [
      { name: "PEIXES E FRUTOS DO MAR", unit: "KG", unbranded: true, lines: ["FILÉ DE TILÁPIA", "SALMÃO", "MERLUZA", "PESCADA AMARELA", "SARDINHA FRESCA", "CAMARÃO CINZA", "BACALHAU SAITHE", "LULA EM ANÉIS", "CAÇÃO EM POSTAS"], variants: ["", "CONGELADO", "RESFRIADO"], sizes: [["", 1]], cost: 38, icms: 7 },
    ],
  },
  {
    name: "LIMPEZA",
    brands: CLEAN_BRANDS,
    categories: [
      { name: "ROUPAS", unit: "UN", lines: ["SABÃO EM PÓ", "SABÃO LÍQUIDO", "AMACIANTE", "ALVEJANTE", "TIRA MANCHAS", "SABÃO EM BARRA"], variants: ["", "CONCENTRADO", "LAVANDA", "COCO"], sizes: [["1KG", 1], ["2KG", 1.85], ["5KG", 4.3]], cost: 11.5, icms: 18 },
      { name: "COZINHA", unit: "UN", lines: ["DETERGENTE LÍQUIDO", "ESPONJA DUPLA FACE", "LÃ DE AÇO", "DESENGORDURANTE", "SACO DE LIXO"], variants: ["", "LIMÃO", "NEUTRO", "MAÇÃ"], sizes: [["500ML", 1], ["PACOTE C/3", 2.4]], cost: 2.4, icms: 18 },
      { name: "CASA", unit: "UN", lines: ["ÁGUA SANITÁRIA", "DESINFETANTE", "LIMPADOR MULTIUSO", "LUSTRA MÓVEIS", "LIMPA VIDROS", "CERA LÍQUIDA", "INSETICIDA AEROSSOL"], variants: ["", "LAVANDA", "EUCALIPTO", "FLORAL"], sizes: [["500ML", 1], ["1L", 1.6], ["2L", 2.6]], cost: 4.1, icms: 18 },
      { name: "PAPÉIS", unit: "PCT", lines: ["PAPEL HIGIÊNICO", "PAPEL TOALHA", "GUARDANAPO"], variants: ["FOLHA SIMPLES", "FOLHA DUPLA", "NEUTRO"], sizes: [["C/4", 1], ["C/12", 2.8]], cost: 6.3, icms: 18 },
    ],
  },
  {
    name: "HIGIENE",
    brands: CARE_BRANDS,
    categories: [
      { name: "CABELOS", unit: "UN", lines: ["XAMPU", "CONDICIONADOR", "CREME DE PENTEAR", "MÁSCARA CAPILAR"], variants: ["CACHOS", "LISO", "ANTICASPA", "NUTRIÇÃO", "HIDRATAÇÃO"], sizes: [["200ML", 0.75], ["300ML", 1], ["1L", 2.6]], cost: 9.9, icms: 25 },
      { name: "BANHO", unit: "UN", lines: ["SABONETE EM BARRA", "SABONETE LÍQUIDO", "DESODORANTE AEROSSOL", "DESODORANTE ROLL-ON"], variants: ["ERVA DOCE", "AVEIA", "ALGODÃO", "MASCULINO", "FEMININO"], sizes: [["UN", 1], ["LEVE 6 PAGUE 5", 4.6]], cost: 2.9, icms: 18 },
      { name: "BUCAL", unit: "UN", lines: ["CREME DENTAL", "ESCOVA DENTAL", "ENXAGUANTE BUCAL", "FIO DENTAL"], variants: ["", "MENTA", "BRANQUEADOR", "SENSÍVEL"], sizes: [["90G", 1], ["500ML", 2.9]], cost: 4.2, icms: 18 },
      { name: "CUIDADOS PESSOAIS", unit: "UN", lines: ["ABSORVENTE", "PROTETOR DIÁRIO", "APARELHO DE BARBEAR", "ESPUMA DE BARBEAR", "HASTES FLEXÍVEIS", "ALGODÃO"], sizes: [["UN", 1], ["C/2", 1.8]], cost: 5.5, icms: 18 },
    ],
  },
  {
    name: "PERFUMARIA",
    brands: CARE_BRANDS,
    categories: [
      { name: "PERFUMES E COSMÉTICOS", unit: "UN", lines: ["COLÔNIA", "HIDRATANTE CORPORAL", "PROTETOR SOLAR", "ESMALTE", "REMOVEDOR DE ESMALTE", "ÓLEO CORPORAL"], variants: ["", "FPS 30", "FPS 50", "LAVANDA", "AMÊNDOAS"], sizes: [["100ML", 1], ["200ML", 1.7]], cost: 14.5, icms: 25 },
    ],
  },
  {
    name: "BISCOITOS",
    brands: ["CROCANTE", "BOM SABOR", "VOVÓ ROSA", "DELÍCIA", "MARILAN DO SUL", "ÁGUIA DOURADA", "TRIGOLÂNDIA"],
    categories: [
      { name: "BISCOITOS DOCES", unit: "PCT", lines: ["BISCOITO RECHEADO", "BISCOITO MAISENA", "BISCOITO MARIA", "BISCOITO WAFER", "BISCOITO AMANTEIGADO", "COOKIES"], variants: ["CHOCOLATE", "MORANGO", "BAUNILHA", "LIMÃO", "COCO"], sizes: [["60G", 0.5], ["140G", 1], ["400G", 2.5]], cost: 2.7, icms: 12 },
      { name: "BISCOITOS SALGADOS", unit: "PCT", lines: ["BISCOITO CREAM CRACKER", "BISCOITO ÁGUA E SAL", "BISCOITO INTEGRAL", "SALGADINHO DE MILHO", "BATATA CHIPS", "AMENDOIM JAPONÊS"], variants: ["", "TRADICIONAL", "QUEIJO", "CEBOLA E SALSA"], sizes: [["100G", 1], ["200G", 1.8], ["400G", 3.1]], cost: 3.1, icms: 12 },
    ],
  },
  {
    name: "DOCES E SOBREMESAS",
    brands: ["DOCE LAR", "FANTÁSTICA", "GAROTINHA", "CACAU SUL", "MEL DOURADO", "BRIGADEIRO REAL"],
    categories: [
      { name: "CHOCOLATES", unit: "UN", lines: ["CHOCOLATE AO LEITE", "CHOCOLATE MEIO AMARGO", "CHOCOLATE BRANCO", "BOMBOM SORTIDO", "CHOCOLATE EM PÓ", "ACHOCOLATADO EM PÓ"], variants: ["", "COM AMENDOIM", "70% CACAU", "DIET"], sizes: [["90G", 1], ["150G", 1.6], ["400G", 3.6]], cost: 5.2, icms: 18 },
      { name: "SOBREMESAS", unit: "UN", lines: ["GELATINA EM PÓ", "PUDIM EM PÓ", "MISTURA PARA BOLO", "DOCE DE LEITE", "GOIABADA", "LEITE DE COCO", "COCO RALADO"], variants: ["", "MORANGO", "CHOCOLATE", "BAUNILHA"], sizes: [["UN", 1], ["GRANDE", 2.3]], cost: 2.9, icms: 18 },
      { name: "BALAS E GOMAS", unit: "PCT", lines: ["BALA DE GOMA", "BALA MASTIGÁVEL", "PIRULITO", "CHICLETE", "PAÇOCA", "PÉ DE MOLEQUE"], variants: ["", "MORANGO", "MENTA", "SORTIDA"], sizes: [["100G", 1], ["600G", 4.8]], cost: 3.3, icms: 18 },
    ],
  },
  {
    name: "MATINAIS",
    brands: ["MANHÃ FELIZ", "NUTRIVIDA", "CEREALIS", "GRÃO DE OURO", "SOL DA MANHÃ"],
    categories: [
      { name: "CEREAIS", unit: "UN", lines: ["CEREAL MATINAL", "GRANOLA", "AVEIA EM FLOCOS", "FARINHA LÁCTEA", "BARRA DE CEREAL", "MUCILON"], variants: ["", "TRADICIONAL", "CHOCOLATE", "MEL", "FRUTAS"], sizes: [["250G", 1], ["500G", 1.9], ["1KG", 3.5]], cost: 7.2, icms: 12 },
      { name: "GELEIAS E PASTAS", unit: "UN", lines: ["GELEIA DE MORANGO", "GELEIA DE UVA", "MEL", "PASTA DE AMENDOIM", "CREME DE AVELÃ"], sizes: [["250G", 1], ["500G", 1.8]], cost: 9.5, icms: 18 },
    ],
  },
  {
    name: "PET",
    brands: ["AMIGO FIEL", "PATAS", "MIAU", "DOG VIP", "BICHO FELIZ", "FOCINHO"],
    categories: [
      { name: "RAÇÕES", unit: "UN", lines: ["RAÇÃO PARA CÃES ADULTOS", "RAÇÃO PARA FILHOTES", "RAÇÃO PARA GATOS", "RAÇÃO ÚMIDA SACHÊ", "PETISCO PARA CÃES"], variants: ["CARNE", "FRANGO", "PEIXE", "CORDEIRO"], sizes: [["1KG", 1], ["3KG", 2.8], ["10,1KG", 8.2]], cost: 13.5, icms: 18 },
      { name: "ACESSÓRIOS PET", unit: "UN", lines: ["AREIA HIGIÊNICA", "TAPETE HIGIÊNICO", "XAMPU PET", "BRINQUEDO MORDEDOR", "COLEIRA"], sizes: [["UN", 1], ["GRANDE", 2]], cost: 9.9, icms: 18 },
    ],
  },
  {
    name: "BAZAR",
    brands: ["CASA & CIA", "UTILAR", "PRÁTICO", "LAR DOCE LAR", "FORTE", "ILUMINA"],
    categories: [
      { name: "DESCARTÁVEIS", unit: "PCT", lines: ["COPO DESCARTÁVEL", "PRATO DESCARTÁVEL", "GUARDANAPO DE PAPEL", "PAPEL ALUMÍNIO", "FILME PVC", "SACO PARA FREEZER"], sizes: [["C/50", 1], ["C/100", 1.8]], cost: 4.5, icms: 18 },
      { name: "ELÉTRICOS", unit: "UN", lines: ["LÂMPADA LED", "PILHA ALCALINA AA", "PILHA ALCALINA AAA", "EXTENSÃO ELÉTRICA", "FITA ISOLANTE"], variants: ["", "9W", "12W", "C/4"], sizes: [["UN", 1], ["KIT", 2.5]], cost: 7.9, icms: 18 },
      { name: "CARVÃO E CHURRASCO", unit: "UN", lines: ["CARVÃO VEGETAL", "ACENDEDOR", "ESPETO DE BAMBU", "SAL PARA CHURRASCO", "GRELHA"], sizes: [["3KG", 1], ["5KG", 1.5]], cost: 12, icms: 18 },
    ],
  },
  {
    name: "UTILIDADES DOMÉSTICAS",
    brands: ["COZINHA BELA", "INOXPLUS", "CRISTAL LAR", "ECONOMIA", "PANELA DE OURO"],
    categories: [
      { name: "COZINHA E MESA", unit: "UN", lines: ["PANELA DE ALUMÍNIO", "FRIGIDEIRA ANTIADERENTE", "JOGO DE TALHERES", "COPO DE VIDRO", "POTE PLÁSTICO", "ESCORREDOR DE LOUÇA", "GARRAFA TÉRMICA", "TÁBUA DE CORTE"], variants: ["", "PEQUENO", "MÉDIO", "GRANDE"], sizes: [["UN", 1], ["JOGO C/3", 2.6]], cost: 18, icms: 18 },
    ],
  },
  {
    name: "BEBÊ",
    brands: ["BEBÊ FELIZ", "PIMPOLHO", "TURMINHA", "NINHO DOCE", "CARINHO"],
    categories: [
      { name: "FRALDAS E HIGIENE INFANTIL", unit: "PCT", lines: ["FRALDA DESCARTÁVEL", "LENÇO UMEDECIDO", "POMADA PARA ASSADURAS", "XAMPU INFANTIL", "SABONETE INFANTIL"], variants: ["P", "M", "G", "XG"], sizes: [["PACOTE", 1], ["JUMBO", 1.9]], cost: 24, icms: 18 },
      { name: "ALIMENTAÇÃO INFANTIL", unit: "UN", lines: ["PAPINHA DE FRUTAS", "PAPINHA SALGADA", "FÓRMULA INFANTIL", "CEREAL INFANTIL"], variants: ["", "BANANA", "MAÇÃ", "LEGUMES"], sizes: [["120G", 1], ["800G", 5.8]], cost: 5.4, icms: 12 },
    ],
  },
];

/** Supplier names: a first part, a second part and the company type. */
export const SUPPLIER_PARTS = {
  first: ["DISTRIBUIDORA", "ATACADO", "COMERCIAL", "INDÚSTRIA", "LATICÍNIOS", "FRIGORÍFICO", "CEREALISTA", "HORTIFRUTI", "IMPORTADORA", "BEBIDAS", "PANIFICADORA", "AVÍCOLA"],
  second: ["SÃO JORGE", "BOA VISTA", "SANTA LUZIA", "NOVA ERA", "DO VALE", "PAULISTA", "MINEIRA", "NORDESTE", "IRMÃOS OLIVEIRA", "TRÊS PODERES", "PRIMAVERA", "ALIANÇA", "PANTANAL", "ITAPUÃ", "SERRA DO MAR", "PIRATININGA", "CAMPINEIRA", "RIO GRANDE", "BANDEIRANTES", "ARAGUAIA", "TAQUARI", "SÃO FRANCISCO", "CANTAREIRA", "PARANAPANEMA", "MANTIQUEIRA", "SANTA RITA", "TIRADENTES", "GUANABARA", "CAPIXABA", "POTIGUAR"],
  suffix: ["LTDA", "LTDA", "LTDA", "S.A.", "EIRELI", "LTDA - EPP", "LTDA ME"],
};

export const PEOPLE = ["JOÃO SILVA", "MARIA SOUZA", "ANA OLIVEIRA", "CARLOS PEREIRA", "FERNANDA LIMA", "JOSÉ SANTOS", "PATRÍCIA COSTA", "RAFAEL ALMEIDA", "LUCIANA ROCHA", "MARCOS RIBEIRO"];

export const LOSS_LOCATIONS = ["DEPÓSITO", "GÔNDOLA", "AÇOUGUE", "PADARIA", "HORTIFRUTI", "CÂMARA FRIA", "VENCIDOS", "AVARIA NO RECEBIMENTO"];
export const USE_LOCATIONS = ["COZINHA", "PRODUÇÃO DA PADARIA", "LIMPEZA DA LOJA", "CONSUMO INTERNO", "DEGUSTAÇÃO", "ROTISSERIA"];
