package exchange

import "arbiter/internal/lazy"

// fideFederations are the federation codes of FIDE's rating lists: the
// list of Mark Orr's icu_tournament, the Irish Chess Union's reader of
// TRF and Swiss Perfect files (MIT licence, 2012), with the federations FIDE
// has admitted or coded since (Kosovo, South Sudan, Saudi Arabia, Oman,
// Cape Verde, Comoros, Eswatini, Togo, Timor-Leste and others) and FID,
// the flag of players FIDE registers itself. An imported report's
// federation column holding anything else is a club code (FromTRF).
// Made when a report first names a federation.
var fideFederations = lazy.Value[map[string]bool]{Make: func() map[string]bool {
	return map[string]bool{
		"AFG": true, "AHO": true, "ALB": true, "ALG": true, "AND": true, "ANG": true, "ANT": true,
		"ARG": true, "ARM": true, "ARU": true, "AUS": true, "AUT": true, "AZE": true, "BAH": true,
		"BAN": true, "BAR": true, "BDI": true, "BEL": true, "BEN": true, "BER": true, "BHU": true,
		"BIH": true, "BIZ": true, "BLR": true, "BOL": true, "BOT": true, "BRA": true, "BRN": true,
		"BRU": true, "BUL": true, "BUR": true, "CAF": true, "CAM": true, "CAN": true, "CAY": true,
		"CGO": true, "CHA": true, "CHI": true, "CHN": true, "CIV": true, "CMR": true, "COD": true,
		"COL": true, "COM": true, "CPV": true, "CRC": true, "CRO": true, "CUB": true, "CYP": true,
		"CZE": true, "DEN": true, "DJI": true, "DMA": true, "DOM": true, "ECU": true, "EGY": true,
		"ENG": true, "ERI": true, "ESA": true, "ESP": true, "EST": true, "ETH": true, "FAI": true,
		"FID": true, "FIJ": true, "FIN": true, "FRA": true, "GAB": true, "GAM": true, "GCI": true,
		"GEO": true, "GEQ": true, "GER": true, "GHA": true, "GRE": true, "GRN": true, "GUA": true,
		"GUI": true, "GUM": true, "GUY": true, "HAI": true, "HKG": true, "HON": true, "HUN": true,
		"INA": true, "IND": true, "IRI": true, "IRL": true, "IRQ": true, "ISL": true, "ISR": true,
		"ISV": true, "ITA": true, "IVB": true, "JAM": true, "JCI": true, "JOR": true, "JPN": true,
		"KAZ": true, "KEN": true, "KGZ": true, "KOR": true, "KOS": true, "KSA": true, "KUW": true,
		"LAO": true, "LAT": true, "LBA": true, "LBR": true, "LCA": true, "LES": true, "LIB": true,
		"LIE": true, "LTU": true, "LUX": true, "MAC": true, "MAD": true, "MAR": true, "MAS": true,
		"MAU": true, "MAW": true, "MDA": true, "MDV": true, "MEX": true, "MGL": true, "MKD": true,
		"MLI": true, "MLT": true, "MNC": true, "MNE": true, "MOZ": true, "MRI": true, "MTN": true,
		"MYA": true, "NAM": true, "NCA": true, "NED": true, "NEP": true, "NGR": true, "NIG": true,
		"NOR": true, "NRU": true, "NZL": true, "OMA": true, "PAK": true, "PAN": true, "PAR": true,
		"PER": true, "PHI": true, "PLE": true, "PLW": true, "PNG": true, "POL": true, "POR": true,
		"PUR": true, "QAT": true, "ROU": true, "RSA": true, "RUS": true, "RWA": true, "SCO": true,
		"SEN": true, "SEY": true, "SIN": true, "SKN": true, "SLE": true, "SLO": true, "SMR": true,
		"SOL": true, "SOM": true, "SRB": true, "SRI": true, "SSD": true, "STP": true, "SUD": true,
		"SUI": true, "SUR": true, "SVK": true, "SWE": true, "SWZ": true, "SYR": true, "TAN": true,
		"THA": true, "TJK": true, "TKM": true, "TLS": true, "TOG": true, "TPE": true, "TRI": true,
		"TUN": true, "TUR": true, "UAE": true, "UGA": true, "UKR": true, "URU": true, "USA": true,
		"UZB": true, "VEN": true, "VIE": true, "VIN": true, "WLS": true, "YEM": true, "ZAM": true,
		"ZIM": true,
	}
}}
