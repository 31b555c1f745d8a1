import { pickMessages } from '@/lib/i18n/client-messages';
import pt from '@/messages/pt.json';

const messages = {
  Roster: { letters: 'Letras', count: '{count} talentos', boards: { women: 'Feminino', men: 'Masculino', kids: 'Crianças' } },
  Favorites: { add: 'Adicionar', remove: 'Remover', title: 'Favoritos' },
  Home: { title: 'Início' },
};

describe('the messages handed to client components', () => {
  it('hands over the namespaces asked for, whole unless some of their keys are named', () => {
    expect(pickMessages(messages, ['Favorites', 'Home'], { Favorites: ['add', 'remove'] })).toEqual({
      Favorites: { add: 'Adicionar', remove: 'Remover' },
      Home: { title: 'Início' },
    });
  });

  it('takes single messages of a group by a dotted key, and leaves out keys the catalogue lacks', () => {
    expect(pickMessages(messages, ['Roster'], { Roster: ['letters', 'boards.women', 'boards.men', 'missing', 'boards.missing', 'nothing.here', 'letters.first'] })).toEqual({
      Roster: { letters: 'Letras', boards: { women: 'Feminino', men: 'Masculino' } },
    });
  });

  it('reads the real catalogue the same way', () => {
    const picked = pickMessages(pt, ['Roster'], { Roster: ['boards.women'] }) as { Roster: { boards: Record<string, string> } };
    expect(picked.Roster.boards).toEqual({ women: pt.Roster.boards.women });
  });
});
