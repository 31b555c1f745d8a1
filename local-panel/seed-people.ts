export type Gender = 'woman' | 'man';

/**
 * The first 64 talents, id = position + 1. First letters leave gaps on purpose so the roster's
 * letter bar has disabled letters: women have none under Q, U, W, X, Y; men none under
 * I, K, N, Q, U, W, X, Y, Z. Accented initials (Álvaro, Érica, Íris) exercise accent folding.
 */
export const FIXED_TALENTS: readonly { name: string; gender: Gender }[] = [
  { name: 'Beatriz Almeida', gender: 'woman' },
  { name: 'Álvaro Mendes', gender: 'man' },
  { name: 'Camila Ribeiro', gender: 'woman' },
  { name: 'Lucas Ferreira', gender: 'man' },
  { name: 'Helena Castro', gender: 'woman' },
  { name: 'Mariana Duarte', gender: 'woman' },
  { name: 'Pedro Azevedo', gender: 'man' },
  { name: 'Larissa Monteiro', gender: 'woman' },
  { name: 'Érica Nogueira', gender: 'woman' },
  { name: 'Gabriel Rocha', gender: 'man' },
  { name: 'Júlia Cardoso', gender: 'woman' },
  { name: 'Ana Souza', gender: 'woman' },
  { name: 'Diego Barbosa', gender: 'man' },
  { name: 'Fernanda Lopes', gender: 'woman' },
  { name: 'Isabela Moura', gender: 'woman' },
  { name: 'Tiago Correia', gender: 'man' },
  { name: 'Olívia Teixeira', gender: 'woman' },
  { name: 'Caio Vasconcelos', gender: 'man' },
  { name: 'Natália Freitas', gender: 'woman' },
  { name: 'Rafaela Pinto', gender: 'woman' },
  { name: 'André Cavalcanti', gender: 'man' },
  { name: 'Sofia Martins', gender: 'woman' },
  { name: 'Karina Batista', gender: 'woman' },
  { name: 'Mateus Araújo', gender: 'man' },
  { name: 'Clara Fonseca', gender: 'woman' },
  { name: 'Heitor Sampaio', gender: 'man' },
  { name: 'Luana Peixoto', gender: 'woman' },
  { name: 'Daniela Coelho', gender: 'woman' },
  { name: 'Bruno Tavares', gender: 'man' },
  { name: 'Patrícia Farias', gender: 'woman' },
  { name: 'Gustavo Ramos', gender: 'man' },
  { name: 'Valentina Brandão', gender: 'woman' },
  { name: 'Alice Lacerda', gender: 'woman' },
  { name: 'Felipe Moreira', gender: 'man' },
  { name: 'Giovana Siqueira', gender: 'woman' },
  { name: 'Samuel Queiroz', gender: 'man' },
  { name: 'Tatiana Rezende', gender: 'woman' },
  { name: 'Manuela Guimarães', gender: 'woman' },
  { name: 'Vinícius Prado', gender: 'man' },
  { name: 'Letícia Andrade', gender: 'woman' },
  { name: 'João Pacheco', gender: 'man' },
  { name: 'Amanda Serrano', gender: 'woman' },
  { name: 'Íris Bittencourt', gender: 'woman' },
  { name: 'Otávio Leal', gender: 'man' },
  { name: 'Renata Carvalho', gender: 'woman' },
  { name: 'Carolina Medeiros', gender: 'woman' },
  { name: 'Eduardo Santana', gender: 'man' },
  { name: 'Heloísa Figueiredo', gender: 'woman' },
  { name: 'Arthur Miranda', gender: 'man' },
  { name: 'Débora Antunes', gender: 'woman' },
  { name: 'Bruna Valente', gender: 'woman' },
  { name: 'Hugo Marques', gender: 'man' },
  { name: 'Joana Pires', gender: 'woman' },
  { name: 'Davi Nascimento', gender: 'man' },
  { name: 'Flávia Barros', gender: 'woman' },
  { name: 'Enzo Cunha', gender: 'man' },
  { name: 'Nicole Macedo', gender: 'woman' },
  { name: 'Leonardo Dias', gender: 'man' },
  { name: 'Gabriela Rangel', gender: 'woman' },
  { name: 'Rafael Campos', gender: 'man' },
  { name: 'Eduarda Vieira', gender: 'woman' },
  { name: 'Carlos Magalhães', gender: 'man' },
  { name: 'Zélia Furtado', gender: 'woman' },
  { name: 'Bernardo Lins', gender: 'man' },
];

/** First names for talents beyond the fixed 64 (same initials, so the letter gaps stay). */
export const WOMEN_FIRST_NAMES: readonly string[] = [
  ...new Set(FIXED_TALENTS.filter((talent) => talent.gender === 'woman').map((talent) => talent.name.split(' ')[0] ?? '')),
];
export const MEN_FIRST_NAMES: readonly string[] = [
  ...new Set(FIXED_TALENTS.filter((talent) => talent.gender === 'man').map((talent) => talent.name.split(' ')[0] ?? '')),
];

export const LAST_NAMES: readonly string[] = [
  'Silva', 'Santos', 'Oliveira', 'Souza', 'Pereira', 'Costa', 'Rodrigues', 'Almeida', 'Nascimento',
  'Lima', 'Araújo', 'Fernandes', 'Carvalho', 'Gomes', 'Martins', 'Rocha', 'Ribeiro', 'Alves',
  'Monteiro', 'Mendes', 'Barros', 'Freitas', 'Barbosa', 'Pinto', 'Moura', 'Cavalcanti', 'Dias',
  'Castro', 'Campos', 'Cardoso', 'Teixeira', 'Correia', 'Nunes', 'Vieira', 'Moreira', 'Cunha',
  'Machado', 'Lopes', 'Azevedo', 'Farias', 'Batista', 'Ramos', 'Reis', 'Duarte', 'Sampaio',
  'Brandão', 'Peixoto', 'Coelho', 'Tavares', 'Antunes', 'Magalhães', 'Figueiredo', 'Prado',
];

export const STAFF: readonly {
  id: number;
  name: string;
  email: string;
  instagram: string;
  assistant: string | null;
  role: 'bookers' | 'international_placements' | 'development_newfaces';
  active: boolean;
}[] = [
  { id: 1, name: 'Marcela Andrade', email: 'marcela@agencia.example', instagram: '@marcela.booker', assistant: 'Paulo Ferraz', role: 'bookers', active: true },
  { id: 2, name: 'Rodrigo Salles', email: 'rodrigo@agencia.example', instagram: '@rodrigosalles', assistant: null, role: 'bookers', active: true },
  { id: 3, name: 'Cecília Amaral', email: 'cecilia@agencia.example', instagram: '@cecilia.amaral', assistant: 'Lívia Torres', role: 'bookers', active: true },
  { id: 4, name: 'Henrique Bastos', email: 'henrique@agencia.example', instagram: '@henriquebastos', assistant: null, role: 'bookers', active: false },
  { id: 5, name: 'Isadora Menezes', email: 'isadora@agencia.example', instagram: '@isadora.intl', assistant: null, role: 'international_placements', active: true },
  { id: 6, name: 'Thomas Bauer', email: 'thomas@agencia.example', instagram: '@thomas.bauer', assistant: null, role: 'international_placements', active: true },
  { id: 7, name: 'Regina Costa', email: 'regina@agencia.example', instagram: '@regina.newfaces', assistant: null, role: 'development_newfaces', active: false },
];

export const SKILLS: readonly { id: number; name: string }[] = [
  { id: 1, name: 'Acting' },
  { id: 2, name: 'Dance' },
  { id: 3, name: 'Runway' },
  { id: 4, name: 'Singing' },
  { id: 5, name: 'Swimming' },
  { id: 6, name: 'Horse riding' },
  { id: 7, name: 'Surf' },
];
