/**
 * Main cities of each province (the capital first, then the heads of its main cantons), by the
 * province's code. City codes are slugs of the name, unique across the country.
 */
export const citiesByProvince: Readonly<Record<string, ReadonlyArray<readonly [code: string, name: string]>>> = {
  // Azuay
  '01': [
    ['cuenca', 'Cuenca'],
    ['gualaceo', 'Gualaceo'],
    ['paute', 'Paute'],
    ['sigsig', 'Sígsig'],
    ['santa-isabel', 'Santa Isabel'],
    ['giron', 'Girón'],
    ['chordeleg', 'Chordeleg'],
    ['camilo-ponce-enriquez', 'Camilo Ponce Enríquez'],
    ['nabon', 'Nabón'],
  ],
  // Bolívar
  '02': [
    ['guaranda', 'Guaranda'],
    ['san-miguel', 'San Miguel'],
    ['chillanes', 'Chillanes'],
    ['chimbo', 'Chimbo'],
    ['echeandia', 'Echeandía'],
    ['caluma', 'Caluma'],
    ['las-naves', 'Las Naves'],
  ],
  // Cañar
  '03': [
    ['azogues', 'Azogues'],
    ['la-troncal', 'La Troncal'],
    ['canar', 'Cañar'],
    ['biblian', 'Biblián'],
    ['el-tambo', 'El Tambo'],
    ['deleg', 'Déleg'],
    ['suscal', 'Suscal'],
  ],
  // Carchi
  '04': [
    ['tulcan', 'Tulcán'],
    ['san-gabriel', 'San Gabriel'],
    ['el-angel', 'El Ángel'],
    ['mira', 'Mira'],
    ['bolivar', 'Bolívar'],
    ['huaca', 'Huaca'],
  ],
  // Cotopaxi
  '05': [
    ['latacunga', 'Latacunga'],
    ['salcedo', 'Salcedo'],
    ['pujili', 'Pujilí'],
    ['saquisili', 'Saquisilí'],
    ['la-mana', 'La Maná'],
    ['sigchos', 'Sigchos'],
    ['el-corazon', 'El Corazón'],
  ],
  // Chimborazo
  '06': [
    ['riobamba', 'Riobamba'],
    ['guano', 'Guano'],
    ['alausi', 'Alausí'],
    ['chambo', 'Chambo'],
    ['chunchi', 'Chunchi'],
    ['guamote', 'Guamote'],
    ['pallatanga', 'Pallatanga'],
    ['cumanda', 'Cumandá'],
    ['penipe', 'Penipe'],
  ],
  // El Oro
  '07': [
    ['machala', 'Machala'],
    ['pasaje', 'Pasaje'],
    ['santa-rosa', 'Santa Rosa'],
    ['huaquillas', 'Huaquillas'],
    ['el-guabo', 'El Guabo'],
    ['arenillas', 'Arenillas'],
    ['pinas', 'Piñas'],
    ['zaruma', 'Zaruma'],
    ['portovelo', 'Portovelo'],
  ],
  // Esmeraldas
  '08': [
    ['esmeraldas', 'Esmeraldas'],
    ['quininde', 'Quinindé'],
    ['atacames', 'Atacames'],
    ['san-lorenzo', 'San Lorenzo'],
    ['muisne', 'Muisne'],
    ['rioverde', 'Rioverde'],
  ],
  // Guayas
  '09': [
    ['guayaquil', 'Guayaquil'],
    ['duran', 'Durán'],
    ['milagro', 'Milagro'],
    ['daule', 'Daule'],
    ['samborondon', 'Samborondón'],
    ['playas', 'Playas'],
    ['naranjal', 'Naranjal'],
    ['el-empalme', 'El Empalme'],
    ['balzar', 'Balzar'],
    ['yaguachi', 'Yaguachi'],
  ],
  // Imbabura
  '10': [
    ['ibarra', 'Ibarra'],
    ['otavalo', 'Otavalo'],
    ['cotacachi', 'Cotacachi'],
    ['atuntaqui', 'Atuntaqui'],
    ['pimampiro', 'Pimampiro'],
    ['urcuqui', 'Urcuquí'],
  ],
  // Loja
  '11': [
    ['loja', 'Loja'],
    ['catamayo', 'Catamayo'],
    ['cariamanga', 'Cariamanga'],
    ['macara', 'Macará'],
    ['saraguro', 'Saraguro'],
    ['alamor', 'Alamor'],
    ['celica', 'Celica'],
    ['catacocha', 'Catacocha'],
    ['zapotillo', 'Zapotillo'],
  ],
  // Los Ríos
  '12': [
    ['babahoyo', 'Babahoyo'],
    ['quevedo', 'Quevedo'],
    ['ventanas', 'Ventanas'],
    ['vinces', 'Vinces'],
    ['buena-fe', 'Buena Fe'],
    ['valencia', 'Valencia'],
    ['puebloviejo', 'Puebloviejo'],
    ['montalvo', 'Montalvo'],
  ],
  // Manabí
  '13': [
    ['portoviejo', 'Portoviejo'],
    ['manta', 'Manta'],
    ['chone', 'Chone'],
    ['jipijapa', 'Jipijapa'],
    ['montecristi', 'Montecristi'],
    ['el-carmen', 'El Carmen'],
    ['bahia-de-caraquez', 'Bahía de Caráquez'],
    ['pedernales', 'Pedernales'],
    ['puerto-lopez', 'Puerto López'],
    ['calceta', 'Calceta'],
  ],
  // Morona Santiago
  '14': [
    ['macas', 'Macas'],
    ['sucua', 'Sucúa'],
    ['gualaquiza', 'Gualaquiza'],
    ['mendez', 'Méndez'],
    ['palora', 'Palora'],
    ['limon', 'Limón'],
    ['taisha', 'Taisha'],
  ],
  // Napo
  '15': [
    ['tena', 'Tena'],
    ['archidona', 'Archidona'],
    ['el-chaco', 'El Chaco'],
    ['baeza', 'Baeza'],
    ['carlos-julio-arosemena-tola', 'Carlos Julio Arosemena Tola'],
  ],
  // Pastaza
  '16': [
    ['puyo', 'Puyo'],
    ['mera', 'Mera'],
    ['shell', 'Shell'],
    ['santa-clara', 'Santa Clara'],
    ['arajuno', 'Arajuno'],
  ],
  // Pichincha
  '17': [
    ['quito', 'Quito'],
    ['sangolqui', 'Sangolquí'],
    ['cayambe', 'Cayambe'],
    ['machachi', 'Machachi'],
    ['tabacundo', 'Tabacundo'],
    ['pedro-vicente-maldonado', 'Pedro Vicente Maldonado'],
    ['san-miguel-de-los-bancos', 'San Miguel de los Bancos'],
    ['puerto-quito', 'Puerto Quito'],
  ],
  // Tungurahua
  '18': [
    ['ambato', 'Ambato'],
    ['banos-de-agua-santa', 'Baños de Agua Santa'],
    ['pelileo', 'Pelileo'],
    ['pillaro', 'Píllaro'],
    ['cevallos', 'Cevallos'],
    ['patate', 'Patate'],
    ['quero', 'Quero'],
    ['tisaleo', 'Tisaleo'],
  ],
  // Zamora Chinchipe
  '19': [
    ['zamora', 'Zamora'],
    ['yantzaza', 'Yantzaza'],
    ['el-pangui', 'El Pangui'],
    ['zumba', 'Zumba'],
    ['zumbi', 'Zumbi'],
    ['palanda', 'Palanda'],
    ['guayzimi', 'Guayzimi'],
  ],
  // Galápagos
  '20': [
    ['puerto-baquerizo-moreno', 'Puerto Baquerizo Moreno'],
    ['puerto-ayora', 'Puerto Ayora'],
    ['puerto-villamil', 'Puerto Villamil'],
  ],
  // Sucumbíos
  '21': [
    ['nueva-loja', 'Nueva Loja'],
    ['shushufindi', 'Shushufindi'],
    ['lumbaqui', 'Lumbaquí'],
    ['el-dorado-de-cascales', 'El Dorado de Cascales'],
    ['tarapoa', 'Tarapoa'],
    ['la-bonita', 'La Bonita'],
  ],
  // Orellana
  '22': [
    ['francisco-de-orellana', 'Francisco de Orellana (El Coca)'],
    ['la-joya-de-los-sachas', 'La Joya de los Sachas'],
    ['loreto', 'Loreto'],
    ['nuevo-rocafuerte', 'Nuevo Rocafuerte'],
  ],
  // Santo Domingo de los Tsáchilas
  '23': [
    ['santo-domingo', 'Santo Domingo'],
    ['la-concordia', 'La Concordia'],
    ['valle-hermoso', 'Valle Hermoso'],
    ['alluriquin', 'Alluriquín'],
    ['luz-de-america', 'Luz de América'],
  ],
  // Santa Elena
  '24': [
    ['santa-elena', 'Santa Elena'],
    ['la-libertad', 'La Libertad'],
    ['salinas', 'Salinas'],
    ['anconcito', 'Anconcito'],
    ['montanita', 'Montañita'],
    ['colonche', 'Colonche'],
  ],
};
