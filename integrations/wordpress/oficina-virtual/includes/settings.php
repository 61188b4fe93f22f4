<?php
/**
 * Settings → Oficina Virtual: where the portal is, the widgets' language and theme.
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

const OFICINA_VIRTUAL_OPTION = 'oficina_virtual_settings';

/** @return array{portal_origin: string, language: string, theme: array<string, string>} */
function oficina_virtual_settings() {
	$saved = get_option( OFICINA_VIRTUAL_OPTION, array() );
	$saved = is_array( $saved ) ? $saved : array();
	return array(
		'portal_origin' => isset( $saved['portal_origin'] ) ? (string) $saved['portal_origin'] : '',
		'language'      => isset( $saved['language'] ) ? (string) $saved['language'] : 'es-ES',
		'theme'         => isset( $saved['theme'] ) && is_array( $saved['theme'] ) ? $saved['theme'] : array(),
	);
}

/**
 * An origin (scheme, host, port) or '' for "this site" (the portal behind a reverse proxy).
 * Anything else (a path, a query, another scheme) is refused: the embed's address and the
 * API's are built from it.
 */
function oficina_virtual_sanitize_origin( $value ) {
	$value = trim( (string) $value );
	if ( '' === $value ) {
		return '';
	}
	$value = untrailingslashit( $value );
	$parts = wp_parse_url( $value );
	if ( ! is_array( $parts ) || empty( $parts['host'] ) || ! in_array( $parts['scheme'] ?? '', array( 'http', 'https' ), true )
		|| isset( $parts['path'] ) || isset( $parts['query'] ) || isset( $parts['fragment'] ) || isset( $parts['user'] ) ) {
		return null;
	}
	return strtolower( $parts['scheme'] . '://' . $parts['host'] ) . ( isset( $parts['port'] ) ? ':' . (int) $parts['port'] : '' );
}

/** A CSS font list: family names, quotes, commas, spaces and hyphens only. */
function oficina_virtual_sanitize_font( $value ) {
	$value = trim( (string) $value );
	return preg_match( '/^[A-Za-z0-9 ,"\'-]{1,200}$/', $value ) ? $value : '';
}

function oficina_virtual_sanitize_settings( $input ) {
	$current = oficina_virtual_settings();
	$input   = is_array( $input ) ? $input : array();
	$origin  = oficina_virtual_sanitize_origin( $input['portal_origin'] ?? '' );
	if ( null === $origin ) {
		add_settings_error( OFICINA_VIRTUAL_OPTION, 'portal_origin', 'El origen del portal debe ser https://dominio[:puerto], sin ruta. Se mantiene el anterior.' );
		$origin = $current['portal_origin'];
	}
	$language = isset( oficina_virtual_languages()[ $input['language'] ?? '' ] ) ? $input['language'] : 'es-ES';
	$theme    = array();
	foreach ( oficina_virtual_theme_variables() as $key => list( , , $kind ) ) {
		$raw   = (string) ( $input['theme'][ $key ] ?? '' );
		$clean = 'color' === $kind ? (string) sanitize_hex_color( $raw ) : oficina_virtual_sanitize_font( $raw );
		if ( '' !== $clean ) {
			$theme[ $key ] = $clean;
		}
	}
	return array(
		'portal_origin' => $origin,
		'language'      => $language,
		'theme'         => $theme,
	);
}

add_action(
	'admin_init',
	function () {
		register_setting(
			'oficina_virtual',
			OFICINA_VIRTUAL_OPTION,
			array(
				'type'              => 'array',
				'sanitize_callback' => 'oficina_virtual_sanitize_settings',
				'default'           => array(),
			)
		);
	}
);

add_action(
	'admin_menu',
	function () {
		add_options_page( 'Oficina Virtual', 'Oficina Virtual', 'manage_options', 'oficina-virtual', 'oficina_virtual_settings_page' );
	}
);

function oficina_virtual_settings_page() {
	if ( ! current_user_can( 'manage_options' ) ) {
		return;
	}
	$settings = oficina_virtual_settings();
	$name     = OFICINA_VIRTUAL_OPTION;
	?>
	<div class="wrap">
		<h1>Oficina Virtual</h1>
		<form method="post" action="options.php">
			<?php settings_fields( 'oficina_virtual' ); ?>
			<table class="form-table" role="presentation">
				<tr>
					<th scope="row"><label for="ov-portal-origin">Origen del portal</label></th>
					<td>
						<input type="url" class="regular-text" id="ov-portal-origin" name="<?php echo esc_attr( $name ); ?>[portal_origin]" value="<?php echo esc_attr( $settings['portal_origin'] ); ?>" placeholder="https://oficina.example.es" aria-describedby="ov-portal-origin-help" />
						<p class="description" id="ov-portal-origin-help">Donde se sirve la Oficina Virtual, p. ej. https://oficina.example.es (añade el origen de esta web a EMBED_ORIGINS del portal). Vacío: este mismo sitio, con /embed/, /ov/ y /token reenviados al portal por un proxy inverso.</p>
					</td>
				</tr>
				<tr>
					<th scope="row"><label for="ov-language">Idioma</label></th>
					<td>
						<select id="ov-language" name="<?php echo esc_attr( $name ); ?>[language]">
							<?php foreach ( oficina_virtual_languages() as $code => $label ) : ?>
								<option value="<?php echo esc_attr( $code ); ?>" <?php selected( $settings['language'], $code ); ?>><?php echo esc_html( $label ); ?></option>
							<?php endforeach; ?>
						</select>
					</td>
				</tr>
				<?php foreach ( oficina_virtual_theme_variables() as $key => list( $variable, $label, $kind ) ) : ?>
					<tr>
						<th scope="row"><label for="ov-theme-<?php echo esc_attr( $key ); ?>"><?php echo esc_html( $label ); ?></label></th>
						<td>
							<input type="text" class="regular-text" id="ov-theme-<?php echo esc_attr( $key ); ?>" name="<?php echo esc_attr( $name ); ?>[theme][<?php echo esc_attr( $key ); ?>]" value="<?php echo esc_attr( $settings['theme'][ $key ] ?? '' ); ?>" placeholder="<?php echo 'color' === $kind ? '#00509e' : '&quot;Inter&quot;, system-ui, sans-serif'; ?>" />
							<p class="description"><code><?php echo esc_html( $variable ); ?></code>. Vacío: el valor del portal.</p>
						</td>
					</tr>
				<?php endforeach; ?>
			</table>
			<?php submit_button( 'Guardar cambios' ); ?>
		</form>
	</div>
	<?php
}
