import { OFFICER_SECTION_ID, REQUEST_SECTION_ID, counted, detail, link, list, mailto, paragraph, strong, type NoticeDocument, type NoticeFacts } from '../document';

const days = (count: number) => counted(['day', 'days'], count);
const hours = (count: number) => counted(['hour', 'hours'], count);

/** What the notice says where the panel gives no value. */
const GAP = 'not provided by the agency';

/** The notice in English, saying what the Portuguese text says. */
export function noticeEn(facts: NoticeFacts, date: NoticeDocument['date']): NoticeDocument {
  const { agency, controller, dpo } = facts;
  const form = link('form at the end of this page', `#${REQUEST_SECTION_ID}`);
  return {
    lang: 'en',
    title: 'Privacy',
    lead: `How ${agency.name} handles the data of people who apply, write to the agency or ask about their own data. Many applicants are under 18: this text is for their parents and guardians too.`,
    date,
    sections: [
      {
        id: OFFICER_SECTION_ID,
        heading: 'Who is responsible for the data',
        blocks: [
          paragraph('The controller of the data sent through this site, which decides what it is for and answers for it, is:'),
          list(
            detail('Company: ', controller.legalName, GAP),
            detail('Registration number (CNPJ): ', controller.registration, GAP),
            detail('Address: ', controller.address, GAP),
          ),
          paragraph('The data protection officer answers your questions about it:'),
          list(detail('Name: ', dpo.name, GAP), detail('E-mail: ', dpo.email ? mailto(dpo.email) : null, GAP)),
          paragraph('Requests about your data also reach them through the ', form, '.'),
        ],
      },
      {
        id: 'application',
        heading: 'What the application asks for, and why',
        blocks: [
          paragraph('The Be a model form lets the agency judge whether it can represent you. It asks for:'),
          list(
            [strong('Name, e-mail and phone'), ': to answer you and arrange a test shoot.'],
            [strong('Date of birth'), ': to know your age and whether a guardian must consent.'],
            [strong('Gender, height, weight and measurements'), ': what clients ask for; only height is required.'],
            [strong('Country and city'), ': where you can work.'],
            [strong('Instagram and TikTok'), ', if you wish.'],
            [strong('Four photos'), ' without make-up: to see you as you are. The site removes their location (GPS) and other data hidden in the file.'],
            [strong("The guardian's details"), ', under 18: name, relationship, e-mail (not yours) and phone, to ask for and check their consent.'],
            [strong('The record of consent'), ': the version of this notice that was shown, the language, and when each box was ticked and the form sent. It proves the consent.'],
          ),
          paragraph("The legal basis is the applicant's consent and, under 18, that of a parent or legal guardian as well. Nobody has to apply, and it costs nothing."),
        ],
      },
      {
        id: 'messages',
        heading: 'The other forms',
        blocks: [
          list(
            [strong('Contact'), ': name, e-mail, phone and your message, to answer you.'],
            [strong('Request about your data'), ' (on this page): name, e-mail, the request and any details you give, to deal with it.'],
          ),
          paragraph('Applicants get a receipt by e-mail, without photos.'),
          paragraph("Favourites stay in your browser only. The site uses no advertising or tracking cookies, and the server's technical log never keeps names, e-mails, phone numbers, messages or photos."),
        ],
      },
      {
        id: 'photos',
        heading: 'Who sees the data, and where it is kept',
        blocks: [
          paragraph("Only the agency's staff who review applications. The details and photos are ", strong('never published'), ', sold or handed to clients or other companies. To show your profile to a client, the agency first asks you (and your guardian, under 18) for a new agreement.'),
          paragraph("The servers of this site and of the agency's management system keep the data on the agency's behalf only."),
          paragraph(...detail('Country where it is stored: ', facts.storageCountry, GAP)),
        ],
      },
      {
        id: 'retention',
        heading: 'How long',
        blocks: [
          list(
            [strong('Applications, with their photos'), `: ${days(facts.applicationRetentionDays)} after they are sent, then deleted. Sooner if you ask.`],
            [strong("The guardian's details and the record of consent"), ': kept with the application and deleted with it.'],
            [strong('Contact messages'), `: ${days(facts.contactRetentionDays)} after they are sent.`],
            [strong('Requests about your data'), `: ${days(facts.contactRetentionDays)} after they are sent, to show they were dealt with.`],
            [strong('The draft on your phone'), `: the text answers (not the photos) stay in this browser until you send or clear the form, or ${days(facts.draftDays)} without a change. On a shared phone, clear the form when you finish.`],
            [strong('Waiting for confirmation'), ` by e-mail (a minor's application, a request about your data): up to ${days(facts.confirmationDays)} on the site's server; unconfirmed, it is deleted.`],
            [strong("If the agency's system does not answer"), `: a send waits on the site's server until it is delivered. If it is not delivered within ${hours(facts.outboxGiveUpHours)}, it is kept for ${days(facts.outboxRetentionDays)} for a technician, then deleted.`],
          ),
        ],
      },
      {
        id: 'minors',
        heading: 'Under 18',
        blocks: [
          paragraph(`Applicants under 18 can only apply with the consent of a parent or legal guardian. On sending, the guardian gets an e-mail with a link: the application reaches the agency only if they confirm within ${days(facts.confirmationDays)}; if they refuse or do not answer, it is deleted. A child's or teenager's data is handled in their best interest: only what is needed, never published. The guardian can exercise every right below on the minor's behalf.`),
        ],
      },
      {
        id: 'rights',
        heading: 'Your rights',
        blocks: [
          paragraph('At any time and free of charge, applicants, or their guardians, can ask for:'),
          list(
            [strong('Access'), ': whether the agency holds data about you, and a copy of it.'],
            [strong('Correction'), ' of anything wrong.'],
            [strong('Deletion'), ' of the application and its photos, including what was sent before turning 18, even after that.'],
            [strong('Withdrawal of consent'), ', as easy as giving it; the application is then deleted.'],
            [strong('Portability'), ': your data in a common format.'],
            [strong('Information'), " on who the data was shared with (nobody, beyond those who keep it on the agency's behalf)."],
            [strong('Complaint'), ' to the ', link('ANPD', 'https://www.gov.br/anpd'), ' in Brazil, the ', link('CNPD', 'https://www.cnpd.pt'), ' in Portugal or the authority of the country where you live.'],
          ),
        ],
      },
      {
        id: 'how',
        heading: 'How to ask',
        blocks: [
          paragraph(
            'Through the ',
            form,
            ...(dpo.email ? [" or the data protection officer's e-mail, ", mailto(dpo.email)] : []),
            `. You do not need to give a reason. So that nobody asks in your name, the request goes ahead once confirmed through the link sent to your address. The agency answers by e-mail within ${days(facts.answerDays)} and may ask you to confirm who you are.`,
          ),
        ],
      },
      {
        id: 'changes',
        heading: 'If this notice changes',
        blocks: [
          paragraph('The version at the top of the page changes whenever the text changes, and the date whenever the wording is revised. Every application keeps the version shown to the person who sent it.'),
        ],
      },
      {
        id: 'laws',
        heading: 'Laws referred to',
        blocks: [
          list(
            [link('LGPD', 'https://www.planalto.gov.br/ccivil_03/_ato2015-2018/2018/lei/l13709.htm'), ' (Brazilian Law 13,709/2018): art. 7(I) and art. 14 (consent and minors); arts. 18 and 19(II) (rights and deadline); art. 41 (data protection officer).'],
            [link('GDPR', 'https://eur-lex.europa.eu/eli/reg/2016/679/oj'), ' (Regulation (EU) 2016/679): art. 6(1)(a) and art. 8 (consent and minors); arts. 12 to 21 (rights and deadline); art. 17(1)(f) (data given as a child); art. 37 (data protection officer).'],
          ),
        ],
      },
    ],
  };
}
