import { REQUEST_SECTION_ID, contactWays, link, list, paragraph, strong, type ContactWayLabels, type NoticeDocument, type NoticeFacts } from '../document';

const CONTACT_WAYS: ContactWayLabels = { address: 'Dirección: ', email: 'Correo electrónico: ', phone: 'Teléfono: ', none: 'Los datos de contacto de la agencia están en la página Contacto.' };

/** The notice in Spanish, saying what the Portuguese text says. */
export function noticeEs(facts: NoticeFacts): NoticeDocument {
  const { agency } = facts;
  const byEmail = agency.email ? [' o por correo electrónico a ', link(agency.email, `mailto:${agency.email}`)] : [];
  return {
    lang: 'es',
    title: 'Privacidad',
    lead: `Cómo ${agency.name} trata los datos de quien se postula, escribe a la agencia o pide algo sobre sus propios datos, en palabras sencillas. Muchas de las personas que se postulan tienen menos de 18 años: este texto también es para sus padres y tutores.`,
    sections: [
      {
        id: 'who',
        heading: 'Quiénes somos',
        blocks: [
          paragraph(`${agency.name} es la agencia de modelos y talentos de este sitio y la responsable de los datos enviados a través de él: decide para qué sirven y responde por ellos. Para hablar con nosotros sobre tus datos:`),
          ...contactWays(facts, CONTACT_WAYS),
        ],
      },
      {
        id: 'application',
        heading: 'Qué recoge la postulación, y por qué',
        blocks: [
          paragraph('El formulario Sé modelo permite a la agencia valorar si puede representarte. Pide:'),
          list(
            [strong('Nombre, correo electrónico y teléfono'), ': para responderte y concertar una prueba.'],
            [strong('Fecha de nacimiento'), ': para saber tu edad (los clientes y los trabajos dependen de ella) y si hace falta el consentimiento de un tutor.'],
            [strong('Género, altura, peso y medidas'), ' (busto, cintura, cadera, talla de pantalón y de calzado): lo que piden los clientes; solo la altura es obligatoria.'],
            [strong('País y ciudad'), ': para saber dónde puedes trabajar y hacer castings.'],
            [strong('Instagram y TikTok'), ', si quieres: para ver cómo sales en fotos y vídeos.'],
            [strong('Cuatro fotos'), ' (de frente, del rostro, de perfil y de cuerpo entero, sin maquillaje): para verte tal como eres. La agencia las recibe sin ubicación (GPS) ni otros datos ocultos en el archivo: el sitio los elimina.'],
            [strong('Los datos del tutor'), ', cuando quien se postula tiene menos de 18 años: nombre, parentesco (madre, padre o tutor legal), correo electrónico y teléfono, para pedir y comprobar su consentimiento.'],
            [strong('El registro del consentimiento'), ': la versión de este aviso que se mostró, el idioma, cuándo se marcó la casilla y se hizo el envío, y quién consintió. Sirve para probar el consentimiento; no contiene fotos ni mensajes.'],
          ),
          paragraph('La base jurídica es el consentimiento de quien se postula y, por debajo de 18 años, el consentimiento específico y destacado de uno de los padres o del tutor legal (LGPD art. 7, I, y art. 14; RGPD art. 6.1.a y art. 8). Nadie está obligado a postularse, y postularse no cuesta nada.'),
        ],
      },
      {
        id: 'messages',
        heading: 'Qué recogen los otros formularios',
        blocks: [
          list(
            [strong('Contacto'), ': nombre, correo electrónico, teléfono y el mensaje, para responder a lo que escribiste.'],
            [strong('Solicitud sobre tus datos'), ' (en esta página): nombre, correo electrónico, la solicitud y los detalles que quieras dar, para atenderla como exige la ley.'],
          ),
          paragraph('Los favoritos que marcas se quedan solo en tu navegador; la agencia no los ve. El sitio no usa cookies de publicidad ni de seguimiento, y el registro técnico del servidor nunca guarda nombres, correos, teléfonos, mensajes ni fotos.'),
        ],
      },
      {
        id: 'photos',
        heading: 'Quién ve las fotos',
        blocks: [
          paragraph('Solo el equipo de la agencia que revisa las postulaciones. Nadie más: las fotos y los datos de una postulación ', strong('nunca se publican'), ', ni en el sitio ni en redes sociales, y no se venden ni se entregan a clientes ni a otras empresas. Si algún día la agencia quisiera mostrar tu perfil a un cliente, antes te pedirá a ti (y a tu tutor, si tienes menos de 18 años) un acuerdo nuevo y separado.'),
          paragraph('Los datos pasan por los servidores que mantienen este sitio y el sistema de gestión de la agencia, que los guardan en nombre de la agencia y solo para esto.'),
        ],
      },
      {
        id: 'retention',
        heading: 'Durante cuánto tiempo',
        blocks: [
          list(
            [strong('Postulaciones'), `: la agencia las guarda durante ${facts.applicationRetentionDays} días desde el envío y después las borra, fotos incluidas. Antes, si lo pides.`],
            [strong('Mensajes y solicitudes'), ': el tiempo necesario para responderlos y, en las solicitudes sobre datos, para demostrar que se atendieron.'],
            [strong('El borrador en tu teléfono'), `: mientras rellenas la postulación, tus respuestas de texto (no las fotos) se guardan en este navegador para que no se pierdan. Se borran cuando se envía la postulación, cuando vacías el formulario, o ${facts.draftDays} días después del último cambio. En un teléfono compartido, vacía el formulario al terminar.`],
            [strong('Mientras el sistema de la agencia no responde'), `: un envío espera en el servidor del sitio y se borra en cuanto la agencia lo recibe. Si no se puede entregar en ${facts.outboxGiveUpHours} horas, se guarda ${facts.outboxRetentionDays} días para un técnico y después se borra.`],
          ),
        ],
      },
      {
        id: 'minors',
        heading: 'Menores de 18 años',
        blocks: [
          paragraph('Quien tiene menos de 18 años solo puede postularse con el consentimiento de uno de los padres o del tutor legal, dado por esa persona, separado del consentimiento de quien se postula (LGPD art. 14; RGPD art. 8). La agencia puede contactar al tutor para comprobar que fue él quien consintió.'),
          paragraph('Los datos de un niño o adolescente se tratan en su interés superior: solo lo necesario para revisar la postulación, nunca publicados. El tutor puede ejercer todos los derechos de abajo en nombre del menor.'),
        ],
      },
      {
        id: 'rights',
        heading: 'Tus derechos',
        blocks: [
          paragraph('Quien se postuló, y el tutor de quien tiene menos de 18 años, puede pedir en cualquier momento y sin coste:'),
          list(
            [strong('Acceso'), ': saber si la agencia tiene datos tuyos y recibir una copia.'],
            [strong('Rectificación'), ': corregir lo que esté mal o desactualizado.'],
            [strong('Supresión'), ': borrar la postulación y sus fotos. También los datos dados siendo menor, incluso después de cumplir 18 años (RGPD art. 17.1.f).'],
            [strong('Retirada del consentimiento'), ': tan fácil como darlo; la postulación se borra entonces. Lo hecho antes sigue siendo lícito.'],
            [strong('Portabilidad'), ': recibir tus datos en un formato común, para llevarlos a otro sitio.'],
            [strong('Información sobre cesiones'), ': saber con quién se compartieron los datos (con nadie, salvo quienes los guardan en nombre de la agencia).'],
            [
              strong('Reclamación'),
              ': ante la ',
              link('ANPD', 'https://www.gov.br/anpd'),
              ' en Brasil, la ',
              link('CNPD', 'https://www.cnpd.pt'),
              ' en Portugal, o la autoridad de protección de datos del país donde vives.',
            ],
          ),
        ],
      },
      {
        id: 'how',
        heading: 'Cómo pedirlo, y cuándo recibes respuesta',
        blocks: [
          paragraph('Con el ', link('formulario de abajo', `#${REQUEST_SECTION_ID}`), ...byEmail, '. No hace falta justificar la solicitud.'),
          paragraph(`La agencia responde por correo electrónico en un plazo de ${facts.answerDays} días (el de la LGPD) y nunca en más de un mes (el del RGPD). Puede pedirte que confirmes tu identidad antes de mostrar o borrar datos, por ejemplo respondiendo desde el correo usado en la postulación. Para quien tiene menos de 18 años, puede pedirlo el tutor.`),
        ],
      },
      {
        id: 'changes',
        heading: 'Si este aviso cambia',
        blocks: [
          paragraph('Cada texto de este aviso tiene una versión, escrita al principio de la página, que cambia siempre que cambia el texto. Cada postulación guarda la versión que se mostró a quien la envió.'),
        ],
      },
    ],
  };
}
