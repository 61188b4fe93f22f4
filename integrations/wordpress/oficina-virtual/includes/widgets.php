<?php
/**
 * The widgets an editor may place: the block's and the shortcode's only vocabulary.
 * Each maps to one custom element of the embed (packages/portal-widgets/EMBED.md).
 */

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * @return array<string, array{tag: string, label: string, line?: bool}>
 */
function oficina_virtual_widgets() {
	return array(
		'login-form'       => array(
			'tag'   => 'ov-login-form',
			'label' => 'Iniciar sesión',
		),
		'contracts-table'  => array(
			'tag'   => 'ov-contracts-table',
			'label' => 'Contratos',
			'line'  => true,
		),
		'home-summary'     => array(
			'tag'   => 'ov-home-summary',
			'label' => 'Resumen',
		),
		'account-menu'     => array(
			'tag'   => 'ov-account-menu',
			'label' => 'Menú de la cuenta',
		),
		'issue-form'       => array(
			'tag'   => 'ov-issue-form',
			'label' => 'Crear Solicitud',
		),
		'issues-view'      => array(
			'tag'   => 'ov-issues-view',
			'label' => 'Solicitudes',
		),
		'all-invoices'     => array(
			'tag'   => 'ov-all-invoices',
			'label' => 'Facturas',
		),
		'signup-wizard'    => array(
			'tag'   => 'ov-signup-wizard',
			'label' => 'Alta de usuario',
		),
		'connection-check' => array(
			'tag'   => 'ov-connection-check',
			'label' => 'Comprobar la conexión',
		),
	);
}

/** The supply lines `line` accepts (ContractsTable). */
function oficina_virtual_lines() {
	return array( 'Electricidad', 'Gas' );
}

/** The languages the embed has texts for. */
function oficina_virtual_languages() {
	return array( 'es-ES' => 'Español (España)' );
}

/**
 * The theme variables the settings page offers: option key => [CSS variable, label, kind].
 *
 * @return array<string, array{0: string, 1: string, 2: string}>
 */
function oficina_virtual_theme_variables() {
	return array(
		'color_primary'       => array( '--ov-color-primary', 'Color principal', 'color' ),
		'color_primary_hover' => array( '--ov-color-primary-hover', 'Color principal al pasar el ratón', 'color' ),
		'color_text'          => array( '--ov-color-text', 'Color del texto', 'color' ),
		'font_portal'         => array( '--ov-font-portal', 'Tipografía (lista de fuentes CSS)', 'font' ),
	);
}
