import { OFFICER_SECTION_ID, REQUEST_SECTION_ID, counted, detail, link, list, mailto, paragraph, strong, type NoticeDocument, type NoticeFacts } from '../document';

const days = (count: number) => counted(['día', 'días'], count);
const hours = (count: number) => counted(['hora', 'horas'], count);

/** What the notice says where the panel gives no value. */
const GAP = 'no indicado por la agencia';

/** The notice in Spanish, saying what the Portuguese text says. */
export function noticeEs(facts: NoticeFacts, date: NoticeDocument['date']): NoticeDocument {
  const { agency, controller, dpo } = facts;
  const form = link('formulario al final de esta página', `#${REQUEST_SECTION_ID}`);
  return {
    lang: 'es',
    title: 'Privacidad',
    lead: `Cómo ${agency.name} trata los datos de quien se postula, escribe a la agencia o pide algo sobre sus propios datos. Muchas personas que se postulan tienen menos de 18 años: este texto también es para sus padres y tutores.`,
    date,
    sections: [
      {
        id: OFFICER_SECTION_ID,
        heading: 'Quién responde por los datos',
        blocks: [
          paragraph('El responsable de los datos enviados por este sitio, que decide para qué sirven, es:'),
          list(
            detail('Empresa: ', controller.legalName, GAP),
            detail('Número de registro (CNPJ): ', controller.registration, GAP),
            detail('Domicilio: ', controller.address, GAP),
          ),
          paragraph('El delegado de protección de datos responde a tus preguntas sobre ellos:'),
          list(detail('Nombre: ', dpo.name, GAP), detail('Correo electrónico: ', dpo.email ? mailto(dpo.email) : null, GAP)),
          paragraph('Las solicitudes sobre tus datos también le llegan por el ', form, '.'),
        ],
      },
      {
        id: 'application',
        heading: 'Qué pide la postulación, y por qué',
        blocks: [
          paragraph('El formulario Sé modelo permite a la agencia valorar si puede representarte. Pide:'),
          list(
            [strong('Nombre, correo electrónico y teléfono'), ': para responderte y concertar una prueba.'],
            [strong('Fecha de nacimiento'), ': para saber tu edad y si hace falta el consentimiento de un tutor.'],
            [strong('Género, altura, peso y medidas'), ': lo que piden los clientes; solo la altura es obligatoria.'],
            [strong('País y ciudad'), ': dónde puedes trabajar.'],
            [strong('Instagram y TikTok'), ', si quieres.'],
            [strong('Cuatro fotos'), ' sin maquillaje: para verte tal como eres. El sitio les quita la ubicación (GPS) y otros datos ocultos en el archivo.'],
            [strong('Los datos del tutor'), ', por debajo de 18 años: nombre, parentesco, correo (distinto del tuyo) y teléfono, para pedir y comprobar su consentimiento.'],
            [strong('El registro del consentimiento'), ': la versión de este aviso que se mostró, el idioma y cuándo se marcó cada casilla y se hizo el envío. Sirve para probar el consentimiento.'],
          ),
          paragraph('La base jurídica es el consentimiento de quien se postula y, por debajo de 18 años, también el de uno de los padres o del tutor legal. Nadie está obligado a postularse, y no cuesta nada.'),
        ],
      },
      {
        id: 'messages',
        heading: 'Los otros formularios',
        blocks: [
          list(
            [strong('Contacto'), ': nombre, correo electrónico, teléfono y el mensaje, para responderte.'],
            [strong('Solicitud sobre tus datos'), ' (en esta página): nombre, correo electrónico, la solicitud y los detalles que quieras dar, para atenderla.'],
          ),
          paragraph('Quien se postula recibe un recibo por correo, sin fotos.'),
          paragraph('Los favoritos se quedan solo en tu navegador. El sitio no usa cookies de publicidad ni de seguimiento, y el registro técnico del servidor nunca guarda nombres, correos, teléfonos, mensajes ni fotos.'),
        ],
      },
      {
        id: 'photos',
        heading: 'Quién ve los datos, y dónde se guardan',
        blocks: [
          paragraph('Solo el equipo de la agencia que revisa las postulaciones. Los datos y las fotos ', strong('nunca se publican'), ', ni se venden ni se entregan a clientes u otras empresas. Para mostrar tu perfil a un cliente, la agencia te pide antes un acuerdo nuevo (y a tu tutor, por debajo de 18 años).'),
          paragraph('Los servidores del sitio y del sistema de la agencia guardan los datos solo en su nombre.'),
          paragraph(...detail('País donde se guardan: ', facts.storageCountry, GAP)),
        ],
      },
      {
        id: 'retention',
        heading: 'Durante cuánto tiempo',
        blocks: [
          list(
            [strong('Postulaciones, con las fotos'), `: ${days(facts.applicationRetentionDays)} después del envío; luego se borran. Antes, si lo pides.`],
            [strong('Datos del tutor y registro del consentimiento'), ': se guardan con la postulación y se borran con ella.'],
            [strong('Mensajes de contacto'), `: ${days(facts.contactRetentionDays)} después del envío.`],
            [strong('Solicitudes sobre tus datos'), `: ${days(facts.contactRetentionDays)} después del envío, para mostrar que se atendieron.`],
            [strong('El borrador en tu móvil'), `: las respuestas de texto (no las fotos) se quedan en este navegador hasta enviar o vaciar el formulario, o ${days(facts.draftDays)} sin cambios. En un móvil compartido, vacíalo al terminar.`],
            [strong('A la espera de confirmación'), ` por correo (postulación de un menor, solicitud sobre tus datos): hasta ${days(facts.confirmationDays)} en el servidor del sitio; sin confirmar, se borra.`],
            [strong('Si el sistema de la agencia no responde'), `: el envío espera en el servidor del sitio hasta entregarse. Si no se entrega en ${hours(facts.outboxGiveUpHours)}, se guarda ${days(facts.outboxRetentionDays)} para un técnico y se borra.`],
          ),
        ],
      },
      {
        id: 'minors',
        heading: 'Menores de 18 años',
        blocks: [
          paragraph(`Quien tiene menos de 18 años solo se postula con el consentimiento de uno de los padres o del tutor legal. Al enviar, el tutor recibe un correo con un enlace: la postulación solo llega a la agencia si confirma en ${days(facts.confirmationDays)}; si rechaza o no responde, se borra. Los datos de niños y adolescentes se tratan en su mejor interés: solo lo necesario, nunca publicados. El tutor puede ejercer todos los derechos de abajo en nombre del menor.`),
        ],
      },
      {
        id: 'rights',
        heading: 'Tus derechos',
        blocks: [
          paragraph('En cualquier momento y sin coste, quien se postuló, o su tutor, puede pedir:'),
          list(
            [strong('Acceso'), ': saber si la agencia tiene datos tuyos y recibir una copia.'],
            [strong('Rectificación'), ' de lo que esté mal.'],
            [strong('Supresión'), ' de la postulación y las fotos, incluido lo enviado antes de los 18 años, aun después.'],
            [strong('Retirada del consentimiento'), ', tan sencilla como darlo; la postulación se borra.'],
            [strong('Portabilidad'), ': tus datos en un formato común.'],
            [strong('Información'), ' sobre con quién se compartieron (nadie, salvo quien los guarda para la agencia).'],
            [strong('Reclamación'), ' ante la ', link('ANPD', 'https://www.gov.br/anpd'), ' en Brasil, la ', link('CNPD', 'https://www.cnpd.pt'), ' en Portugal o la autoridad del país donde vives.'],
          ),
        ],
      },
      {
        id: 'how',
        heading: 'Cómo pedirlo',
        blocks: [
          paragraph(
            'Por el ',
            form,
            ...(dpo.email ? [' o por el correo del delegado, ', mailto(dpo.email)] : []),
            `. No hace falta justificarlo. Para que nadie pida en tu nombre, la solicitud sigue cuando la confirmas con el enlace enviado a tu correo. La agencia responde por correo electrónico en un plazo de ${days(facts.answerDays)} y puede pedirte que confirmes quién eres.`,
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'Si este aviso cambia',
        blocks: [
          paragraph('La versión arriba cambia con cada cambio del texto, y la fecha con cada revisión. Cada postulación guarda la versión que se mostró.'),
        ],
      },
      {
        id: 'laws',
        heading: 'Leyes citadas',
        blocks: [
          list(
            [link('LGPD', 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm'), ' (Ley brasileña 13.709/2018): art. 7, I, y art. 14 (consentimiento y menores); arts. 18 y 19, II (derechos y plazo); art. 41 (encargado).'],
            [link('RGPD', 'https://eur-lex.europa.eu/eli/reg/2016/679/oj'), ' (Reglamento (UE) 2016/679): art. 6.1.a y art. 8 (consentimiento y menores); arts. 12 a 21 (derechos y plazo); art. 17.1.f (datos dados siendo menor); art. 37 (delegado).'],
          ),
        ],
      },
    ],
  };
}
